/// A `viper.json` key that is ignored because no tool knows it, with the key it was probably
/// meant to be. The run goes on; the warning is reported with the results.
public struct ConfigurationWarning: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Where the key is, e.g. `lint.rules.presenter-weak-veiw`.
    public let location: String
    /// What is wrong and what to do.
    public let message: String

    /// Creates a warning.
    public init(location: String, message: String) {
        self.location = location
        self.message = message
    }

    /// A warning for an unknown key at `location` (its last component is the key), suggesting
    /// the closest of `known`.
    public static func unknownKey(at location: String, kind: String = "key", known: [String]) -> ConfigurationWarning {
        let key = location.split(separator: ".").last.map(String.init) ?? location
        return ConfigurationWarning(
            location: location,
            message: "unknown \(kind) '\(key)' is ignored\(NameSuggestion.hint(for: key, among: known))"
                + " (expected one of: \(known.joined(separator: ", ")))")
    }

    /// `viper.json: lint.rules.x: unknown rule 'x' is ignored; did you mean 'y'? (…)`.
    public var description: String { "viper.json: \(location): \(message)" }
}
