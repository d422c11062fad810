/// How ``SpyGenerator`` writes a spy file.
public struct SpyOptions: Sendable, Hashable {
    /// The `viper` version named in the header.
    public var version: String
    /// The command line that regenerates the file, named in the header (`viper mocks Sources/Login`).
    public var command: String
    /// Modules imported with `@testable` (the module that declares the contracts).
    public var testableImports: [String]
    /// The protocols to write spies for; empty means every protocol in the files.
    public var protocolNames: [String]
    /// Whether each spy's doc comment names the file and line of its protocol. Templates that
    /// do not know where the contracts will live turn it off.
    public var namesSourceLocations: Bool

    /// Options with every property given.
    public init(
        version: String, command: String, testableImports: [String] = [], protocolNames: [String] = [],
        namesSourceLocations: Bool = true
    ) {
        self.version = version
        self.command = command
        self.testableImports = testableImports
        self.protocolNames = protocolNames
        self.namesSourceLocations = namesSourceLocations
    }
}
