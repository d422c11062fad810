/// A value of `viper.json` that cannot be used, with what to change: every tool that reads
/// the file reports its problems this way.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where in the file the problem is, e.g. `roles.router.suffixes` or `lint.rules.x`.
    public let location: String
    /// What was expected there.
    public let expected: String
    /// What was found instead.
    public let found: String

    /// An error at `location`.
    public init(location: String, expected: String, found: String) {
        self.location = location
        self.expected = expected
        self.found = found
    }

    /// `viper.json: roles.router: expected ..., found ...; fix this value and run again.`
    public var description: String {
        "viper.json: \(location): expected \(expected), found \(found); fix this value and run again."
    }
}
