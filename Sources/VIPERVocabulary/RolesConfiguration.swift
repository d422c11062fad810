import Foundation

/// The `roles` section of `viper.json`: how the project names its roles, read once for every
/// `viper` tool.
///
/// ```json
/// { "roles": {
///     "router": { "suffixes": ["Router", "Coordinator", "Flow"] },
///     "view": { "folders": ["View", "Screens"] } } }
/// ```
///
/// Per role (`view`, `presenter`, `interactor`, `router`, `builder`, `entity`), any of
/// `suffixes`, `protocols` and `folders`; a list given replaces the built-in one, and roles not
/// named keep the built-in patterns. The same table under `lint.roles`, where earlier versions
/// read it, still works and gives a deprecation warning.
public struct RolesConfiguration: Sendable, Hashable {
    /// The vocabulary the tools use.
    public var vocabulary: RoleVocabulary
    /// What the user should change, e.g. the deprecated `lint.roles` key; printed as warnings.
    public var warnings: [ConfigurationWarning]

    /// The built-in vocabulary with nothing to warn about.
    public static let standard = RolesConfiguration(vocabulary: .standard, warnings: [])

    /// A configuration with every property given.
    public init(vocabulary: RoleVocabulary, warnings: [ConfigurationWarning]) {
        self.vocabulary = vocabulary
        self.warnings = warnings
    }

    /// Reads the `viper.json` file at `url`, or gives ``standard`` when there is no file.
    public static func load(contentsOf url: URL) throws(ConfigurationError) -> RolesConfiguration {
        try parse(ConfigurationFile.objectIfPresent(at: url))
    }

    /// Reads the roles from a decoded `viper.json` object: its `roles` key, else the deprecated
    /// `lint.roles`.
    ///
    /// An unknown role or field is a warning that suggests the name meant.
    ///
    /// - Throws: ``ConfigurationError`` naming the key for a value of the wrong type, or both
    ///   keys at once.
    public static func parse(_ document: [String: Any]) throws(ConfigurationError) -> RolesConfiguration {
        let legacy = (document["lint"] as? [String: Any])?["roles"]
        switch (document["roles"], legacy) {
        case (nil, nil):
            return .standard
        case (let table?, nil):
            var warnings: [ConfigurationWarning] = []
            return RolesConfiguration(vocabulary: try vocabulary(table, at: "roles", warnings: &warnings), warnings: warnings)
        case (nil, let table?):
            var warnings = [
                ConfigurationWarning(
                    location: "lint.roles",
                    message: "deprecated: move it to a top-level 'roles' key, which lint, graph, mocks and new all read"
                )
            ]
            return RolesConfiguration(vocabulary: try vocabulary(table, at: "lint.roles", warnings: &warnings), warnings: warnings)
        case (.some, .some):
            throw ConfigurationError(
                location: "lint.roles", expected: "the roles in one place, the top-level 'roles' key",
                found: "both 'roles' and the deprecated 'lint.roles'; merge them into 'roles'")
        }
    }

    private static func vocabulary(
        _ value: Any, at location: String, warnings: inout [ConfigurationWarning]
    ) throws(ConfigurationError) -> RoleVocabulary {
        guard let table = value as? [String: Any] else {
            throw ConfigurationError(location: location, expected: "an object of roles", found: ConfigurationError.describe(value))
        }
        var patterns = RolePatterns.defaults
        for (name, raw) in table.sorted(by: { $0.key < $1.key }) {
            guard let role = Role(rawValue: name) else {
                warnings.append(.unknownKey(at: "\(location).\(name)", kind: "role", known: Role.allCases.map(\.rawValue)))
                continue
            }
            guard let fields = raw as? [String: Any] else {
                throw ConfigurationError(location: "\(location).\(name)", expected: "an object", found: ConfigurationError.describe(raw))
            }
            var rolePatterns = patterns[role] ?? RolePatterns(suffixes: [], protocols: [], folders: [])
            for (field, list) in fields.sorted(by: { $0.key < $1.key }) {
                let fieldLocation = "\(location).\(name).\(field)"
                guard let words = list as? [String] else {
                    throw ConfigurationError(
                        location: fieldLocation, expected: "an array of strings", found: ConfigurationError.describe(list))
                }
                switch field {
                case "suffixes": rolePatterns.suffixes = words
                case "protocols": rolePatterns.protocols = words
                case "folders": rolePatterns.folders = words
                default:
                    warnings.append(.unknownKey(at: fieldLocation, known: ["suffixes", "protocols", "folders"]))
                }
            }
            patterns[role] = rolePatterns
        }
        return RoleVocabulary(patterns)
    }
}
