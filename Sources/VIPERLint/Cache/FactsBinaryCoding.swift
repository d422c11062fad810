import VIPERSyntax

// The cache encoding of every fact type, field by field in declaration order.

extension ImportFact: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(module)
        writer.write(position)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(module: try reader.string(), position: try SourcePosition(from: &reader))
    }
}

extension NameFact: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(position)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(name: try reader.string(), position: try SourcePosition(from: &reader))
    }
}

extension ReferenceFact: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(position)
        writer.write(typeArgumentOf != nil)
        if let typeArgumentOf { writer.write(typeArgumentOf) }
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(name: try reader.string(), position: try SourcePosition(from: &reader), typeArgumentOf: nil)
        if try reader.bool() { typeArgumentOf = try NameFact(from: &reader) }
    }
}

extension NavigationFact: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(receiver)
        writer.write(receiverIsBuiltHere)
        writer.write(presentsAlert)
        writer.write(position)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            name: try reader.string(), receiver: try reader.optionalString(), receiverIsBuiltHere: try reader.bool(),
            presentsAlert: try reader.bool(), position: try SourcePosition(from: &reader))
    }
}

extension StaticAccessFact: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(typeName)
        writer.write(member)
        writer.write(use.rawValue)
        writer.write(position)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            typeName: try reader.string(), member: try reader.string(), use: try reader.enumeration(Use.self),
            position: try SourcePosition(from: &reader))
    }
}

extension PropertyFact: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(typeName)
        writer.write(typeIsGeneric)
        writer.write(ownership.rawValue)
        writer.write(isStatic)
        writer.write(isComputed)
        writer.write(isOwnedInPlace)
        writer.write(position)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            name: try reader.string(), typeName: try reader.optionalString(), typeIsGeneric: try reader.bool(),
            ownership: try reader.enumeration(Ownership.self), isStatic: try reader.bool(),
            isComputed: try reader.bool(), isOwnedInPlace: try reader.bool(), position: try SourcePosition(from: &reader))
    }
}

extension ClosureFact: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(callee)
        writer.write(label)
        writer.write(callBase)
        writer.write(isAssigned)
        writer.write(isTrailing)
        writer.write(hasReceiver)
        writer.write(capturesSelfExplicitly)
        writer.write(feedsSubscription)
        writer.write(position)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            callee: try reader.optionalString(), label: try reader.optionalString(),
            callBase: try reader.optionalString(), isAssigned: try reader.bool(), isTrailing: try reader.bool(),
            hasReceiver: try reader.bool(), capturesSelfExplicitly: try reader.bool(),
            feedsSubscription: try reader.bool(), position: try SourcePosition(from: &reader))
    }
}

extension TypeFact: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(kind.rawValue)
        writer.write(position)
        writer.write(isNested)
        writer.write(inherited.count)
        for name in inherited { writer.write(name) }
        writer.write(properties)
        writer.write(references)
        writer.write(navigationCalls)
        writer.write(staticAccesses)
        writer.write(constructions)
        writer.write(selfCapturingClosures)
        writer.write(assignedNames.count)
        for name in assignedNames { writer.write(name) }
        writer.write(membersSetToSelf)
        writer.write(reachedNames)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            name: try reader.string(), kind: try reader.enumeration(TypeKind.self),
            position: try SourcePosition(from: &reader), isNested: try reader.bool())
        let count = try reader.count()
        for _ in 0..<count { inherited.append(try reader.string()) }
        properties = try reader.array()
        references = try reader.array()
        navigationCalls = try reader.array()
        staticAccesses = try reader.array()
        constructions = try reader.array()
        selfCapturingClosures = try reader.array()
        assignedNames = try reader.strings()
        membersSetToSelf = try reader.strings()
        reachedNames = try reader.array()
    }
}

extension ConstructionFact: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(variable)
        writer.write(typeName)
        writer.write(labels.count)
        for label in labels { writer.write(label) }
        writer.write(arguments.count)
        for argument in arguments { writer.write(argument) }
        writer.write(position)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        let variable = try reader.string()
        let typeName = try reader.string()
        let labels = try reader.strings()
        let arguments = try reader.strings()
        self.init(
            variable: variable, typeName: typeName, labels: labels, arguments: arguments,
            position: try SourcePosition(from: &reader))
    }
}

extension WiringFact: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(base)
        writer.write(member)
        writer.write(labels.count)
        for label in labels { writer.write(label) }
        writer.write(arguments.count)
        for argument in arguments { writer.write(argument) }
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            base: try reader.string(), member: try reader.string(), labels: try reader.strings(),
            arguments: try reader.strings())
    }
}

extension AssemblyFact: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(startLine)
        writer.write(endLine)
        writer.write(constructions)
        writer.write(wirings)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            startLine: try reader.int(), endLine: try reader.int(), constructions: try reader.array(),
            wirings: try reader.array())
    }
}

extension SuppressionFact: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(kind.rawValue)
        writer.write(rules.count)
        for rule in rules { writer.write(rule) }
        writer.write(line)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(kind: try reader.enumeration(Kind.self), rules: try reader.strings(), line: try reader.int())
    }
}

extension FileFacts: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(path)
        writer.write(imports)
        writer.write(types)
        writer.write(assemblies)
        writer.write(syntaxErrors)
        writer.write(suppressions)
        writer.write(closureFunctions)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(path: try reader.string())
        imports = try reader.array()
        types = try reader.array()
        assemblies = try reader.array()
        syntaxErrors = try reader.array()
        suppressions = try reader.array()
        closureFunctions = try reader.array()
    }
}

extension ClosureFunctionFact: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(escapes)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(name: try reader.string(), escapes: try reader.bool())
    }
}

extension ProjectContribution.Property: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(typeName)
        writer.write(isStatic)
        writer.write(isComputed)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            name: try reader.string(), typeName: try reader.optionalString(), isStatic: try reader.bool(),
            isComputed: try reader.bool())
    }
}

extension ProjectContribution.Declaration: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(kind.rawValue)
        writer.write(isNested)
        writer.write(inherited)
        writer.write(assignedNames)
        writer.write(membersSetToSelf)
        writer.write(properties)
    }

    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(
            name: try reader.string(), kind: try reader.enumeration(TypeKind.self), isNested: try reader.bool(),
            inherited: try reader.strings(),
            assignedNames: try reader.strings(), membersSetToSelf: try reader.strings(),
            properties: try reader.array())
    }
}

extension ProjectContribution {
    /// Writes the declarations; the path is the cache record's.
    func write(to writer: inout BinaryWriter) {
        writer.write(declarations)
        writer.write(closureFunctions)
    }

    /// Reads what `write(to:)` wrote, for the file at `path`.
    init(from reader: inout BinaryReader, path: String) throws(CacheFormatError) {
        self.init(path: path, declarations: try reader.array(), closureFunctions: try reader.array())
    }
}
