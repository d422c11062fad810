import Foundation

/// A `viper.json` value that cannot be used, with where it is, what was expected and what was found.
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

    /// `viper.json: lint.rules.x: expected ..., found ...; fix this value and run again.`
    public var description: String {
        "viper.json: \(location): expected \(expected), found \(found); fix this value and run again."
    }

    /// The top-level object of the `viper.json` at `url`, or an error saying why there is none.
    public static func jsonObject(contentsOf url: URL) throws(ConfigurationError) -> [String: Any] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ConfigurationError(location: "(file)", expected: "a readable JSON file at \(url.path)",
                                     found: error.localizedDescription)
        }
        return try jsonObject(data)
    }

    /// The top-level object of `viper.json` data, or an error saying why there is none.
    public static func jsonObject(_ data: Data) throws(ConfigurationError) -> [String: Any] {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ConfigurationError(location: "(file)", expected: "valid JSON", found: "a syntax error (\(error.localizedDescription))")
        }
        guard let document = root as? [String: Any] else {
            throw ConfigurationError(location: "(file)", expected: "a JSON object", found: "\(type(of: root))")
        }
        return document
    }

    /// How a JSON value is shown in a message: strings quoted, the rest as printed.
    public static func describe(_ value: Any) -> String {
        if let text = value as? String { return "\"\(text)\"" }
        if isBoolean(value), let number = value as? NSNumber { return number.boolValue ? "true" : "false" }
        return "\(value)"
    }

    /// Whether a decoded JSON value is `true` or `false`: Foundation decodes both to numbers of
    /// Objective-C type `c` (numbers from JSON digits are never of that type).
    static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return number.objCType.pointee == CChar(UInt8(ascii: "c"))
    }
}

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
