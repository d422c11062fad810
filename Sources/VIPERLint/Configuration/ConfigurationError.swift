/// A `viper.json` "lint" section that cannot be used, with what to change.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where in the configuration the problem is, e.g. `lint.rules.presenter-weak-view`.
    public let location: String
    /// What was expected there.
    public let expected: String
    /// What was found instead.
    public let found: String

    /// Creates an error for `location`.
    public init(location: String, expected: String, found: String) {
        self.location = location
        self.expected = expected
        self.found = found
    }

    /// `viper.json: lint.rules.x: expected ..., found ...; fix the value and run again.`
    public var description: String {
        "viper.json: \(location): expected \(expected), found \(found); fix this value and run again."
    }
}
