/// Everything `viper mocks` read from a set of files: the protocols, the imports spies need
/// and the types known to be `Equatable`.
public struct ContractSet: Sendable, Hashable {
    /// The files read, in order.
    public var paths: [String]
    /// Protocols in file order, then source order.
    public var protocols: [ProtocolModel]
    /// Modules the files import (`VIPER`, `Foundation`), sorted.
    public var imports: [String]
    /// Types declared in the files that are `Equatable`: declared so (directly or through
    /// `Hashable`, `Comparable`, an extension) or enums without associated values.
    public var equatableTypes: Set<String>
    /// Type aliases declared in the files that name a function type (`typealias Completion = (Int) -> Void`).
    public var functionTypeAliases: Set<String> = []
    /// Files that did not parse, with their errors; their protocols are still read.
    public var syntaxErrors: [String: [String]]

    /// A set with every property given.
    public init(paths: [String], protocols: [ProtocolModel], imports: [String], equatableTypes: Set<String>, syntaxErrors: [String: [String]]) {
        self.paths = paths
        self.protocols = protocols
        self.imports = imports
        self.equatableTypes = equatableTypes
        self.syntaxErrors = syntaxErrors
    }

    /// The protocol called `name`, if the files declare it.
    public func `protocol`(named name: String) -> ProtocolModel? {
        protocols.first { $0.name == name }
    }
}
