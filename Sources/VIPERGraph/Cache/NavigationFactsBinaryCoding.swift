import VIPERSyntax

// The cache encoding of a file's navigation facts, field by field in declaration order;
// dictionaries and sets are written sorted, so the same facts always give the same bytes.

/// How deep a target or a pattern may nest in the cache: far past what a source file within the
/// parser's nesting limit yields, and shallow enough that corrupt bytes cannot exhaust the stack.
private let maximumNesting = 512

extension NavigationFacts: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(types)
        writer.write(assembledParts)
        writer.write(extensionConformances) { $0.write($1) }
        writer.write(selfConstraints) { $0.write($1) }
        writer.write(enums)
        writer.write(routeTypeNames)
        writer.write(members) { writer, names in writer.write(names) { $0.write($1) } }
        writer.write(parameters) { writer, names in writer.write(names) { $0.write($1) } }
        writer.write(constants) { $1.write(to: &$0) }
        writer.write(productions)
        writer.write(embeddings)
        writer.write(handoffs)
        writer.write(storedClosures)
        writer.write(intents)
        writer.write(registrations)
        writer.write(memberCalls)
        writer.write(overridingMethods)
        writer.write(typeAliases) { $0.write($1) }
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init()
        types = try reader.array()
        assembledParts = try reader.array()
        extensionConformances = try reader.dictionary { reader throws(CacheFormatError) in try reader.strings() }
        selfConstraints = try reader.dictionary { reader throws(CacheFormatError) in try reader.strings() }
        enums = try reader.array()
        routeTypeNames = try reader.stringSet()
        members = try reader.dictionary { reader throws(CacheFormatError) in
            try reader.dictionary { reader throws(CacheFormatError) in try reader.string() }
        }
        parameters = try reader.dictionary { reader throws(CacheFormatError) in
            try reader.dictionary { reader throws(CacheFormatError) in try reader.strings() }
        }
        constants = try reader.dictionary { reader throws(CacheFormatError) in try PatternText(from: &reader) }
        productions = try reader.array()
        embeddings = try reader.array()
        handoffs = try reader.array()
        storedClosures = try reader.array()
        intents = try reader.array()
        registrations = try reader.array()
        memberCalls = try reader.array()
        overridingMethods = try reader.stringSet()
        typeAliases = try reader.dictionary { reader throws(CacheFormatError) in try reader.string() }
    }
}

extension NavigationFacts.TypeDeclaration: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(isProtocol)
        writer.write(isEnumWithCases)
        writer.write(inherited)
        writer.write(location)
        writer.write(enclosing)
        writer.write(isFilePrivate)
        writer.write(wrapsContent)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            name: try reader.string(), isProtocol: try reader.bool(), isEnumWithCases: try reader.bool(),
            inherited: try reader.strings(), location: try reader.string(), enclosing: try reader.optionalString(),
            isFilePrivate: try reader.bool(), wrapsContent: try reader.bool())
    }
}

extension NavigationFacts.EnumDeclaration: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(owner)
        writer.write(inherited)
        writer.write(cases)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            name: try reader.string(), owner: try reader.optionalString(), inherited: try reader.strings(),
            cases: try reader.array())
    }
}

extension NavigationFacts.EnumCase: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(location)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(name: try reader.string(), location: try reader.string())
    }
}

extension NavigationFacts.AssembledPart: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(part)
        writer.write(owner)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(part: try reader.string(), owner: try reader.optionalString())
    }
}

extension NavigationFacts.CaseReference: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(qualifier)
        writer.write(name)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(qualifier: try reader.optionalString(), name: try reader.string())
    }
}

extension NavigationFacts.TypePath: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(start)
        writer.write(members)
        writer.write(method)
        writer.write(argument)
        writer.write(isEnumCase)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            start: try reader.string(), members: try reader.strings(), method: try reader.optionalString(),
            argument: try reader.int(), isEnumCase: try reader.bool())
    }
}

extension NavigationFacts.Target: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        switch self {
        case .type(let name):
            writer.write(0)
            writer.write(name)
        case .method(let name):
            writer.write(1)
            writer.write(name)
        case .typePath(let path):
            writer.write(2)
            writer.write(path)
        case .factory(let inner):
            writer.write(3)
            writer.write(inner)
        case .named(let name):
            writer.write(4)
            writer.write(name)
        case .either(let first, let second):
            writer.write(5)
            writer.write(first)
            writer.write(second)
        }
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        try self.init(from: &reader, nesting: 0)
    }

    private init(from reader: inout BinaryReader, nesting: Int) throws(CacheFormatError) {
        guard nesting < maximumNesting else { throw CacheFormatError(offset: reader.offset) }
        switch try reader.int() {
        case 0: self = .type(try reader.string())
        case 1: self = .method(try reader.string())
        case 2: self = .typePath(try NavigationFacts.TypePath(from: &reader))
        case 3: self = .factory(try Self(from: &reader, nesting: nesting + 1))
        case 4: self = .named(try reader.string())
        case 5: self = .either(try Self(from: &reader, nesting: nesting + 1), try Self(from: &reader, nesting: nesting + 1))
        default: throw CacheFormatError(offset: reader.offset)
        }
    }
}

extension NavigationFacts.Production: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(target)
        writer.write(owner)
        writer.write(function)
        writer.write(kind.rawValue)
        writer.write(isReturned)
        writer.write(routeCases)
        writer.write(location)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            target: try NavigationFacts.Target(from: &reader), owner: try reader.optionalString(),
            function: try reader.optionalString(), kind: try reader.enumeration(NavigationKind.self),
            isReturned: try reader.bool(), routeCases: try reader.optional(), location: try reader.string())
    }
}

extension NavigationFacts.Embedding: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(container)
        writer.write(content)
        writer.write(owner)
        writer.write(location)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            container: try NavigationFacts.Target(from: &reader), content: try NavigationFacts.Target(from: &reader),
            owner: try reader.optionalString(), location: try reader.string())
    }
}

extension NavigationFacts.Handoff: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(target)
        writer.write(owner)
        writer.write(methods)
        writer.write(location)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            target: try NavigationFacts.Target(from: &reader), owner: try reader.string(), methods: try reader.strings(),
            location: try reader.string())
    }
}

extension NavigationFacts.StoredClosure: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(function)
        writer.write(receiver)
        writer.write(property)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            function: try reader.string(), receiver: try NavigationFacts.TypePath(from: &reader), property: try reader.optionalString())
    }
}

extension NavigationFacts.RouteCases: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(cases)
        writer.write(siblings)
        writer.write(subject)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(cases: try reader.array(), siblings: try reader.strings(), subject: try reader.optional())
    }
}

extension NavigationFacts.Intent: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(routes)
        writer.write(kind?.rawValue)
        writer.write(typePath)
        writer.write(owner)
        writer.write(function)
        writer.write(registration)
        writer.write(location)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        let routes: [NavigationFacts.CaseReference] = try reader.array()
        let kind = try reader.bool() ? try reader.enumeration(NavigationKind.self) : nil
        self.init(
            routes: routes, kind: kind, typePath: try reader.optional(), owner: try reader.optionalString(),
            function: try reader.optionalString(), registration: try reader.optional(), location: try reader.string())
    }
}

extension NavigationFacts.MemberCall: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(owner)
        writer.write(function)
        writer.write(method)
        writer.write(receiver)
        writer.write(argumentCases)
        writer.write(switchCases)
        writer.write(argumentCount)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            owner: try reader.optionalString(), function: try reader.optionalString(), method: try reader.string(),
            receiver: try reader.optional(), argumentCases: try reader.strings(), switchCases: try reader.strings(),
            argumentCount: try reader.int())
    }
}

extension NavigationFacts.Registration: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(pattern)
        writer.write(location)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(pattern: try PatternText(from: &reader), location: try reader.string())
    }
}

extension PatternText: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        switch self {
        case .literal(let text):
            writer.write(0)
            writer.write(text)
        case .constant(let name, let qualifier):
            writer.write(1)
            writer.write(name)
            writer.write(qualifier)
        case .joined(let parts):
            writer.write(2)
            writer.write(parts)
        case .choices(let options):
            writer.write(3)
            writer.write(options)
        }
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        try self.init(from: &reader, nesting: 0)
    }

    private init(from reader: inout BinaryReader, nesting: Int) throws(CacheFormatError) {
        guard nesting < maximumNesting else { throw CacheFormatError(offset: reader.offset) }
        switch try reader.int() {
        case 0: self = .literal(try reader.string())
        case 1: self = .constant(try reader.string(), qualifier: try reader.optionalString())
        case 2: self = .joined(try Self.parts(from: &reader, nesting: nesting + 1))
        case 3: self = .choices(try Self.parts(from: &reader, nesting: nesting + 1))
        default: throw CacheFormatError(offset: reader.offset)
        }
    }

    private static func parts(from reader: inout BinaryReader, nesting: Int) throws(CacheFormatError) -> [PatternText] {
        let count = try reader.count()
        var parts: [PatternText] = []
        parts.reserveCapacity(count)
        for _ in 0..<count { parts.append(try PatternText(from: &reader, nesting: nesting)) }
        return parts
    }
}
