/// Everything `viper mocks` read from a set of files: the protocols, each file's imports and
/// the types known to be `Equatable`.
public struct ContractSet: Sendable, Hashable {
    /// The files read, in order.
    public var paths: [String]
    /// Protocols in file order, then source order.
    public var protocols: [ProtocolModel]
    /// The modules each file imports (`VIPER`, `Foundation`), sorted, by path.
    public var importsByPath: [String: [String]]
    /// Types declared in the files read (see ``ContractReader/read(_:limits:)``: those that may
    /// declare a protocol or a type the protocols name) that are `Equatable`: declared so
    /// (directly or through `Hashable`, `Comparable`, an extension) or enums without associated
    /// values.
    public var equatableTypes: Set<String>
    /// The imports inside `#if` blocks, by path, for modules the file does not also import plainly.
    public var conditionalImportsByPath: [String: [ConditionalImport]] = [:]
    /// Type aliases declared in the files read that name a function type (`typealias Completion = (Int) -> Void`).
    public var functionTypeAliases: Set<String> = []
    /// Files that did not parse, with their errors; their protocols are still read.
    public var syntaxErrors: [String: [String]]

    /// A set with every property given.
    public init(
        paths: [String], protocols: [ProtocolModel], importsByPath: [String: [String]], equatableTypes: Set<String>,
        syntaxErrors: [String: [String]]
    ) {
        self.paths = paths
        self.protocols = protocols
        self.importsByPath = importsByPath
        self.equatableTypes = equatableTypes
        self.syntaxErrors = syntaxErrors
    }

    /// The protocol called `name`, if the files declare it (the first, if several do).
    public func `protocol`(named name: String) -> ProtocolModel? {
        protocols.first { $0.name == name }
    }

    /// Whether the file at `path` imports `module`.
    func file(_ path: String, imports module: String) -> Bool {
        importsByPath[path]?.contains(module) ?? false
    }
}

/// An `import` inside `#if`: `#if canImport(FoundationNetworking)` / `import FoundationNetworking`.
public struct ConditionalImport: Sendable, Hashable, Comparable {
    /// The module imported.
    public let module: String
    /// The condition it is imported under.
    public let condition: String

    /// An import of `module` under `condition`.
    public init(module: String, condition: String) {
        self.module = module
        self.condition = condition
    }

    /// Ordered by module, then condition, for stable output.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.module, lhs.condition) < (rhs.module, rhs.condition)
    }
}
