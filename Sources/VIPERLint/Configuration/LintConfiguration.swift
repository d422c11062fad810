import Foundation
import VIPERSyntax

/// The `lint` section of `viper.json` (which files, which rules at which severity, how roles are
/// recognised) with the `files` section every tool shares (vendored and generated code, limits).
///
/// ```json
/// { "lint": {
///     "include": ["Sources/**"], "exclude": ["**/Generated/**"],
///     "rules": { "contracts-file": "on", "module-isolation": "error", "role-naming": "off" },
///     "roles": { "router": { "suffixes": ["Router", "Coordinator", "Flow"] } },
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
    /// Role recognition patterns; roles not named keep the built-in patterns.
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
    public init(include: [String], exclude: [String], rules: [String: RuleSetting],
                roles: [Role: RolePatterns], presenterMayImportUI: Bool, alertsAreNavigation: Bool = true,
                files: SourceSettings = .default) {
        self.include = include
        self.exclude = exclude
        self.rules = rules
        self.roles = roles
        self.presenterMayImportUI = presenterMayImportUI
        self.alertsAreNavigation = alertsAreNavigation
        self.files = files
    }

    /// Reads the `lint` and `files` keys of a `viper.json` file; the rest belongs to other commands.
    public static func load(contentsOf url: URL) throws(ConfigurationError) -> LintConfiguration {
        try parse(ConfigurationError.jsonObject(contentsOf: url))
    }

    /// Parses `viper.json` data; missing `lint` and `files` keys give the defaults.
    public static func parse(_ data: Data) throws(ConfigurationError) -> LintConfiguration {
        try parse(ConfigurationError.jsonObject(data))
    }

    private static let keys = ["include", "exclude", "rules", "roles", "presenterMayImportUI", "alertsAreNavigation"]
    /// The top-level keys lint reads; a near miss of one (`"lnit"`) is reported.
    private static let sections = ["lint", "files"]

    private static func parse(_ document: [String: Any]) throws(ConfigurationError) -> LintConfiguration {
        var configuration = LintConfiguration.default
        let (files, fileWarnings) = try SourceSettings.parse(viperJSON: document)
        configuration.files = files
        var warnings = fileWarnings
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
                case "roles": try applyRoles(value, to: &configuration, warnings: &warnings)
                default: warnings.append(.unknownKey(at: "lint.\(key)", known: keys))
                }
            }
        }
        configuration.warnings = warnings
        return configuration
    }

    private static func ruleSettings(_ value: Any, warnings: inout [ConfigurationWarning]) throws(ConfigurationError)
        -> [String: RuleSetting] {
        guard let table = value as? [String: Any] else {
            throw ConfigurationError(location: "lint.rules", expected: "an object of rule ids",
                                     found: ConfigurationError.describe(value))
        }
        let known = RuleCatalog.descriptions.map(\.id)
        var settings: [String: RuleSetting] = [:]
        for (id, raw) in table.sorted(by: { $0.key < $1.key }) {
            guard known.contains(id) else {
                warnings.append(.unknownKey(at: "lint.rules.\(id)", kind: "rule", known: known))
                continue
            }
            guard let text = raw as? String, let setting = RuleSetting(rawValue: text) else {
                throw ConfigurationError(location: "lint.rules.\(id)", expected: "\"on\", \"off\", \"warning\" or \"error\"",
                                         found: ConfigurationError.describe(raw))
            }
            settings[id] = setting
        }
        return settings
    }

    private static func applyRoles(_ value: Any, to configuration: inout LintConfiguration,
                                   warnings: inout [ConfigurationWarning]) throws(ConfigurationError) {
        guard let table = value as? [String: Any] else {
            throw ConfigurationError(location: "lint.roles", expected: "an object of roles", found: ConfigurationError.describe(value))
        }
        for (name, raw) in table.sorted(by: { $0.key < $1.key }) {
            guard let role = Role(rawValue: name) else {
                warnings.append(.unknownKey(at: "lint.roles.\(name)", kind: "role", known: Role.allCases.map(\.rawValue)))
                continue
            }
            guard let fields = raw as? [String: Any] else {
                throw ConfigurationError(location: "lint.roles.\(name)", expected: "an object", found: ConfigurationError.describe(raw))
            }
            var patterns = configuration.roles[role] ?? RolePatterns(suffixes: [], protocols: [], folders: [])
            for (field, list) in fields.sorted(by: { $0.key < $1.key }) {
                let location = "lint.roles.\(name).\(field)"
                switch field {
                case "suffixes": patterns.suffixes = try SourceSettings.strings(list, at: location)
                case "protocols": patterns.protocols = try SourceSettings.strings(list, at: location)
                case "folders": patterns.folders = try SourceSettings.strings(list, at: location)
                default: warnings.append(.unknownKey(at: location, known: ["suffixes", "protocols", "folders"]))
                }
            }
            configuration.roles[role] = patterns
        }
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
