import VIPERVocabulary

/// What ``SpyGenerator`` writes: which protocols get a spy and what the file imports.
///
/// Nothing else goes into the file: not the command line, the working directory or where the
/// contracts live, so the same contracts give the same text on every machine.
public struct SpyOptions: Sendable, Hashable {
    /// Modules imported with `@testable` (the module that declares the contracts).
    public var testableImports: [String]
    /// Protocols to write spies for, by name.
    public var protocolNames: [String]
    /// Modules whose contracts get spies: every protocol the vocabulary reads as a contract of
    /// one of them (`LoginUseCase`, `LoginRouting` for `Login`).
    public var modules: [String]
    /// The role vocabulary that tells a module's contracts (``modules``).
    public var vocabulary: RoleVocabulary

    /// Options with every property given. With neither `protocolNames` nor `modules`, every
    /// protocol in the files gets a spy; with either or both, the protocols they name.
    public init(
        testableImports: [String] = [], protocolNames: [String] = [], modules: [String] = [],
        vocabulary: RoleVocabulary = .standard
    ) {
        self.testableImports = testableImports
        self.protocolNames = protocolNames
        self.modules = modules
        self.vocabulary = vocabulary
    }
}
