import Foundation

/// A value of `viper.json` that cannot be used, with where it is, what was expected and what was
/// found: every tool that reads the file reports its problems this way.
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

    /// How a JSON value is shown in a message: strings quoted, the rest as printed.
    public static func describe(_ value: Any) -> String {
        if let text = value as? String { return "\"\(text)\"" }
        if isBoolean(value), let number = value as? NSNumber { return number.boolValue ? "true" : "false" }
        return "\(value)"
    }

    /// Whether a decoded JSON value is `true` or `false`: Foundation decodes both to numbers of
    /// Objective-C type `c` (numbers from JSON digits are never of that type).
    public static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return number.objCType.pointee == CChar(UInt8(ascii: "c"))
    }
}
