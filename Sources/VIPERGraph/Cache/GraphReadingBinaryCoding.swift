import VIPERSyntax
import VIPERVocabulary

// The cache encoding of a graph reading, field by field in declaration order; dictionaries are
// written sorted, so the same reading always gives the same bytes. The last reading is read back
// on every warm run, where this encoding decodes in a fraction of the time its JSON took
// (docs/benchmarks.md).

extension GraphReading: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(graph)
        writer.write(syntaxErrors) { writer, errors in writer.write(errors) }
        writer.write(sites)
    }

    public init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            graph: try ModuleGraph(from: &reader),
            syntaxErrors: try reader.dictionary { reader throws(CacheFormatError) in try reader.array() },
            sites: try GraphSites(from: &reader))
    }
}

extension ModuleGraph: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(modules)
        writer.write(edges)
        writer.write(routes)
        writer.write(deepLinks)
        writer.write(unservedNavigation)
        writer.write(findings)
    }

    public init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            modules: try reader.strings(), edges: try reader.array(), routes: try reader.array(), deepLinks: try reader.array(),
            unservedNavigation: try reader.array(), findings: try reader.array())
    }
}

extension ModuleEdge: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(from)
        writer.write(to)
        writer.write(kind.rawValue)
        writer.write(route)
        writer.write(routeEnum)
    }

    public init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            from: try reader.string(), to: try reader.string(), kind: try reader.enumeration(NavigationKind.self),
            route: try reader.optionalString(), routeEnum: try reader.optionalString())
    }
}

extension RouteBinding: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(route)
        writer.write(module)
        writer.write(routeEnum)
    }

    public init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(route: try reader.string(), module: try reader.string(), routeEnum: try reader.optionalString())
    }
}

extension DeepLinkEntry: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(pattern)
        writer.write(steps)
        writer.write(location)
    }

    public init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(pattern: try reader.string(), steps: try reader.array(), location: try reader.string())
    }
}

extension DeepLinkStep: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(kind.rawValue)
        writer.write(route)
        writer.write(module)
        writer.write(routeEnum)
    }

    public init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            kind: try reader.enumeration(NavigationKind.self), route: try reader.string(), module: try reader.optionalString(),
            routeEnum: try reader.optionalString())
    }
}

extension UnservedNavigation: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(from)
        writer.write(kind.rawValue)
        writer.write(route)
        writer.write(routeEnum)
    }

    public init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            from: try reader.string(), kind: try reader.enumeration(NavigationKind.self), route: try reader.string(),
            routeEnum: try reader.optionalString())
    }
}

extension GraphFinding: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(kind.rawValue)
        writer.write(subject)
        writer.write(location)
        writer.write(message)
    }

    public init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            kind: try reader.enumeration(Kind.self), subject: try reader.string(), location: try reader.string(),
            message: try reader.string())
    }
}

extension GraphSites: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        let sites = edges.sorted { $0.key < $1.key }
        writer.write(sites.count)
        for (edge, places) in sites {
            writer.write(edge)
            writer.write(places)
        }
        writer.write(moduleTypes) { writer, types in writer.write(types) }
    }

    public init(from reader: inout BinaryReader) throws(CacheFormatError) {
        let count = try reader.count()
        var edges: [ModuleEdge: [String]] = [:]
        edges.reserveCapacity(count)
        for _ in 0..<count {
            let edge = try ModuleEdge(from: &reader)
            edges[edge] = try reader.strings()
        }
        self.init(edges: edges, moduleTypes: try reader.dictionary { reader throws(CacheFormatError) in try reader.array() })
    }
}

extension ModuleType: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(role.rawValue)
        writer.write(isProtocol)
        writer.write(location)
    }

    public init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            name: try reader.string(), role: try reader.enumeration(Role.self), isProtocol: try reader.bool(),
            location: try reader.string())
    }
}
