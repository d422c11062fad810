import Foundation
import VIPERVocabulary

/// The `lint` section of `viper.json` (which files, which rules at which severity), with the
/// roles of the top-level `roles` section that every tool reads.
///
/// ```json
/// { "roles": { "router": { "suffixes": ["Router", "Coordinator", "Flow"] } },
///   "lint": {
///     "include": ["Sources/**"], "exclude": ["**/Generated/**"],
///     "rules": { "contracts-file": "on", "module-isolation": "error", "role-naming": "off" },
///     "presenterMayImportUI": false, "alertsAreNavigation": true } }
/// ```
public struct LintConfiguration: Codable, Sendable, Hashable {
    /// Globs of files to lint, relative to the working directory; empty lints every `.swift` file.
    public var include: [String]
    /// Globs of files to skip.
    public var exclude: [String]
    /// Per-rule settings by rule id; rules not named keep their defaults.
    public var rules: [String: RuleSetting]
    /// Role recognition patterns, from `viper.json`'s `roles` section (see ``RolesConfiguration``).
    public var roles: [Role: RolePatterns]
    /// Lets Presenter files import UIKit, SwiftUI or AppKit (`no-ui-import-in-logic`).
    public var presenterMayImportUI: Bool
    /// Counts an alert presented from a View as navigation (`navigation-in-router`); on by default.
    public var alertsAreNavigation: Bool
    /// What the file should change without failing the run (a deprecated key), to print as warnings.
    public var warnings: [String] = []

    /// The built-in configuration.
    public static let `default` = LintConfiguration(
        include: [], exclude: [".build/**", "**/.build/**", "**/.build-*/**"], rules: [:],
        roles: RolePatterns.defaults, presenterMayImportUI: false, alertsAreNavigation: true)

    /// Creates a configuration.
    public init(include: [String], exclude: [String], rules: [String: RuleSetting],
                roles: [Role: RolePatterns], presenterMayImportUI: Bool, alertsAreNavigation: Bool = true) {
        self.include = include
        self.exclude = exclude
        self.rules = rules
        self.roles = roles
        self.presenterMayImportUI = presenterMayImportUI
        self.alertsAreNavigation = alertsAreNavigation
    }

    /// Reads the `lint` key of a `viper.json` file; the rest of the file belongs to other commands.
    public static func load(contentsOf url: URL) throws(ConfigurationError) -> LintConfiguration {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ConfigurationError(location: url.path, expected: "a readable JSON file", found: "\(error.localizedDescription)")
        }
        return try parse(data)
    }

    /// Parses `viper.json` data; a missing `lint` key gives the default rules and files.
    public static func parse(_ data: Data) throws(ConfigurationError) -> LintConfiguration {
        let document = try ConfigurationFile.object(from: data)
        var configuration = LintConfiguration.default
        let roles = try RolesConfiguration.parse(document)
        configuration.roles = roles.vocabulary.patterns
        configuration.warnings = roles.warnings
        guard let section = document["lint"] else { return configuration }
        guard let lint = section as? [String: Any] else {
            throw ConfigurationError(location: "lint", expected: "an object", found: describe(section))
        }
        for (key, value) in lint {
            switch key {
            case "include": configuration.include = try strings(value, at: "lint.include")
            case "exclude": configuration.exclude += try strings(value, at: "lint.exclude")
            case "presenterMayImportUI":
                guard let flag = value as? Bool else {
                    throw ConfigurationError(location: "lint.presenterMayImportUI", expected: "true or false", found: describe(value))
                }
                configuration.presenterMayImportUI = flag
            case "alertsAreNavigation":
                guard let flag = value as? Bool else {
                    throw ConfigurationError(location: "lint.alertsAreNavigation", expected: "true or false", found: describe(value))
                }
                configuration.alertsAreNavigation = flag
            case "rules": configuration.rules = try ruleSettings(value)
            case "roles": continue  // Read above, with the top-level `roles`.
            default:
                throw ConfigurationError(
                    location: "lint.\(key)",
                    expected: "one of include, exclude, rules, roles, presenterMayImportUI, alertsAreNavigation",
                    found: "an unknown key")
            }
        }
        return configuration
    }

    private static func describe(_ value: Any) -> String {
        if let text = value as? String { return "\"\(text)\"" }
        return "\(value)"
    }

    private static func strings(_ value: Any, at location: String) throws(ConfigurationError) -> [String] {
        guard let list = value as? [String] else {
            throw ConfigurationError(location: location, expected: "an array of strings", found: describe(value))
        }
        return list
    }

    private static func ruleSettings(_ value: Any) throws(ConfigurationError) -> [String: RuleSetting] {
        guard let table = value as? [String: Any] else {
            throw ConfigurationError(location: "lint.rules", expected: "an object of rule ids", found: describe(value))
        }
        let known = Set(RuleCatalog.rules.map(\.description.id))
        var settings: [String: RuleSetting] = [:]
        for (id, raw) in table {
            guard known.contains(id) else {
                throw ConfigurationError(location: "lint.rules.\(id)", expected: "a rule id (see `viper lint --list-rules`)",
                                         found: "an unknown rule")
            }
            guard let text = raw as? String, let setting = RuleSetting(rawValue: text) else {
                throw ConfigurationError(location: "lint.rules.\(id)", expected: "\"on\", \"off\", \"warning\" or \"error\"",
                                         found: describe(raw))
            }
            settings[id] = setting
        }
        return settings
    }

    /// Whether a rule runs, given its default.
    func isEnabled(_ rule: RuleDescription) -> Bool {
        guard let setting = rules[rule.id] else { return rule.isEnabledByDefault }
        return setting != .off
    }

    /// The severity a rule reports at.
    func severity(of rule: RuleDescription) -> Severity {
        switch rules[rule.id] {
        case .warning: .warning
        case .error: .error
        default: rule.severity
        }
    }

    /// A stable text that changes whenever the configuration does (part of the cache key).
    var fingerprint: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
