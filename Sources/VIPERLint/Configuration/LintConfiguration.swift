import Foundation
import VIPERSyntax
import VIPERVocabulary

/// The `lint` section of `viper.json` (which files, which rules at which severity), with the
/// roles of the top-level `roles` section and the `files` section that every tool reads
/// (vendored and generated code, limits).
///
/// ```json
/// { "roles": { "router": { "suffixes": ["Router", "Coordinator", "Flow"] } },
///   "lint": {
///     "include": ["Sources/**"], "exclude": ["**/Generated/**"],
///     "rules": { "contracts-file": "on", "module-isolation": "error", "role-naming": "off" },
///     "presenterMayImportUI": false, "alertsAreNavigation": true },
///   "files": { "exclude": ["Legacy/**"], "limits": { "maxNestingDepth": 256 } } }
/// ```
public struct LintConfiguration: Codable, Sendable, Hashable {
    /// Globs of files to lint, relative to the working directory; empty lints every `.swift` file.
    public var include: [String]
    /// Globs of files to skip, on top of `files.exclude`.
    public var exclude: [String]
    /// Per-rule settings by rule id; rules not named keep their defaults.
    public var rules: [String: RuleSetting]
    /// Role recognition patterns, from `viper.json`'s `roles` section (see ``RolesConfiguration``).
    public var roles: [Role: RolePatterns]
    /// Lets Presenter files import UIKit, SwiftUI or AppKit (`no-ui-import-in-logic`).
    public var presenterMayImportUI: Bool
    /// Counts an alert presented from a View as navigation (`navigation-in-router`); on by default.
    public var alertsAreNavigation: Bool
    /// Which files every tool reads, and the limits on parsing them.
    public var files: SourceSettings
    /// Keys of `viper.json` that were ignored because no rule or setting has that name; the
    /// linter reports them with its results. Not part of the configuration's identity.
    public var warnings: [ConfigurationWarning] = []

    private enum CodingKeys: String, CodingKey {
        case include, exclude, rules, roles, presenterMayImportUI, alertsAreNavigation, files
    }

    /// The built-in configuration.
    public static let `default` = LintConfiguration(
        include: [], exclude: [], rules: [:], roles: RolePatterns.defaults, presenterMayImportUI: false,
        alertsAreNavigation: true, files: .default)

    /// Creates a configuration.
    public init(
        include: [String], exclude: [String], rules: [String: RuleSetting],
        roles: [Role: RolePatterns], presenterMayImportUI: Bool, alertsAreNavigation: Bool = true,
        files: SourceSettings = .default
    ) {
        self.include = include
        self.exclude = exclude
        self.rules = rules
        self.roles = roles
        self.presenterMayImportUI = presenterMayImportUI
        self.alertsAreNavigation = alertsAreNavigation
        self.files = files
    }

    /// Reads the `lint`, `roles` and `files` keys of a `viper.json` file; the rest belongs to other commands.
    public static func load(contentsOf url: URL) throws(ConfigurationError) -> LintConfiguration {
        try parse(ConfigurationFile.object(contentsOf: url))
    }

    /// Parses `viper.json` data; missing `lint`, `roles` and `files` keys give the defaults.
    public static func parse(_ data: Data) throws(ConfigurationError) -> LintConfiguration {
        try parse(ConfigurationFile.object(from: data))
    }

    private static let keys = ["include", "exclude", "rules", "roles", "presenterMayImportUI", "alertsAreNavigation"]
    /// The top-level keys lint reads; a near miss of one (`"lnit"`) is reported.
    private static let sections = ["lint", "roles", "files"]

    private static func parse(_ document: [String: Any]) throws(ConfigurationError) -> LintConfiguration {
        var configuration = LintConfiguration.default
        let (files, fileWarnings) = try SourceSettings.parse(viperJSON: document)
        configuration.files = files
        let roles = try RolesConfiguration.parse(document)
        configuration.roles = roles.vocabulary.patterns
        var warnings = fileWarnings + roles.warnings
        for key in document.keys.sorted() where !sections.contains(key) {
            if let meant = NameSuggestion.closest(to: key, among: sections) {
                warnings.append(ConfigurationWarning(location: key, message: "unknown key '\(key)' is ignored; did you mean '\(meant)'?"))
            }
        }
        if let section = document["lint"] {
            guard let lint = section as? [String: Any] else {
                throw ConfigurationError(location: "lint", expected: "an object", found: ConfigurationError.describe(section))
            }
            for (key, value) in lint.sorted(by: { $0.key < $1.key }) {
                switch key {
                case "include": configuration.include = try SourceSettings.strings(value, at: "lint.include")
                case "exclude": configuration.exclude = try SourceSettings.strings(value, at: "lint.exclude")
                case "presenterMayImportUI":
                    configuration.presenterMayImportUI = try SourceSettings.flag(value, at: "lint.presenterMayImportUI")
                case "alertsAreNavigation":
                    configuration.alertsAreNavigation = try SourceSettings.flag(value, at: "lint.alertsAreNavigation")
                case "rules": configuration.rules = try ruleSettings(value, warnings: &warnings)
                case "roles": continue  // Read above with the top-level `roles` (see RolesConfiguration).
                default: warnings.append(.unknownKey(at: "lint.\(key)", known: keys))
                }
            }
        }
        configuration.warnings = warnings
        return configuration
    }

    private static func ruleSettings(_ value: Any, warnings: inout [ConfigurationWarning]) throws(ConfigurationError)
        -> [String: RuleSetting]
    {
        guard let table = value as? [String: Any] else {
            throw ConfigurationError(
                location: "lint.rules", expected: "an object of rule ids",
                found: ConfigurationError.describe(value))
        }
        let known = RuleCatalog.ids
        var settings: [String: RuleSetting] = [:]
        for (id, raw) in table.sorted(by: { $0.key < $1.key }) {
            guard known.contains(id) else {
                warnings.append(.unknownKey(at: "lint.rules.\(id)", kind: "rule", known: known))
                continue
            }
            guard let text = raw as? String, let setting = RuleSetting(rawValue: text) else {
                throw ConfigurationError(
                    location: "lint.rules.\(id)", expected: "\"on\", \"off\", \"warning\" or \"error\"",
                    found: ConfigurationError.describe(raw))
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
