import Foundation
import VIPERVocabulary

/// Which Swift files the tools (`lint`, `graph`, `mocks`) read and how much of a file they will
/// parse: the `"files"` section of `viper.json`, shared by every tool.
///
/// ```json
/// { "files": {
///     "exclude": ["Legacy/**", "**/Generated/**"],
///     "excludeVendored": true,
///     "excludeGenerated": true,
///     "limits": { "maxNestingDepth": 256, "maxFileBytes": 8388608 } } }
/// ```
public struct SourceSettings: Sendable, Hashable, Codable {
    /// Globs of paths never read (`**` any folders, `*` within a name, `?` one character), on
    /// top of the vendored and generated defaults.
    public var exclude: [String]
    /// Skips the folders of dependency managers and build products: ``vendoredFolders``.
    public var excludeVendored: Bool
    /// Skips generated code: files named like ``generatedFileGlobs`` and files whose leading
    /// comment says they are generated and must not be edited.
    public var excludeGenerated: Bool
    /// Bounds on what is parsed.
    public var limits: SourceLimits

    /// Folders of dependency managers and build products, skipped wherever they appear.
    public static let vendoredFolders: [String] = [
        "Pods", "Carthage", ".build", "DerivedData", "SourcePackages", "vendor", "Vendor", "node_modules",
    ]

    /// File names of generated code (R.swift's `R.generated.swift`, Sourcery's `*.generated.swift`).
    public static let generatedFileGlobs: [String] = ["**/*.generated.swift"]

    /// Everything read except vendored folders and generated files, within the default limits.
    public static let `default` = SourceSettings(
        exclude: [], excludeVendored: true, excludeGenerated: true,
        limits: .default)

    /// Creates settings.
    public init(exclude: [String], excludeVendored: Bool, excludeGenerated: Bool, limits: SourceLimits) {
        self.exclude = exclude
        self.excludeVendored = excludeVendored
        self.excludeGenerated = excludeGenerated
        self.limits = limits
    }

    /// Every glob a path is excluded by: the configured ones and the generated-file names.
    var excludeGlobs: [String] {
        exclude + (excludeGenerated ? Self.generatedFileGlobs : [])
    }

    private static let keys = ["exclude", "excludeVendored", "excludeGenerated", "limits"]
    private static let limitKeys = [
        "maxNestingDepth", "maxSquareBracketNesting", "maxFileBytes", "maxBytesParsedAtOnce", "maxLineLength",
        "maxRecoveryLookahead", "parseTimeLimitSeconds",
    ]

    /// Reads the `"files"` section of the `viper.json` at `url`: the defaults when the file or
    /// the section is absent.
    public static func load(contentsOf url: URL) throws(ConfigurationError)
        -> (settings: SourceSettings, warnings: [ConfigurationWarning])
    {
        try parse(viperJSON: ConfigurationFile.objectIfPresent(at: url))
    }

    /// Reads the `"files"` section of a decoded `viper.json` (the default when absent).
    ///
    /// Values of the wrong type are errors; unknown keys are warnings naming the closest known key.
    public static func parse(viperJSON document: [String: Any]) throws(ConfigurationError)
        -> (settings: SourceSettings, warnings: [ConfigurationWarning])
    {
        var settings = SourceSettings.default
        var warnings: [ConfigurationWarning] = []
        guard let section = document["files"] else { return (settings, warnings) }
        guard let table = section as? [String: Any] else {
            throw ConfigurationError(location: "files", expected: "an object", found: ConfigurationError.describe(section))
        }
        for (key, value) in table.sorted(by: { $0.key < $1.key }) {
            let location = "files.\(key)"
            switch key {
            case "exclude": settings.exclude = try strings(value, at: location)
            case "excludeVendored": settings.excludeVendored = try flag(value, at: location)
            case "excludeGenerated": settings.excludeGenerated = try flag(value, at: location)
            case "limits": settings.limits = try limits(value, warnings: &warnings)
            default: warnings.append(.unknownKey(at: location, known: keys))
            }
        }
        return (settings, warnings)
    }

    private static func limits(_ value: Any, warnings: inout [ConfigurationWarning]) throws(ConfigurationError) -> SourceLimits {
        guard let table = value as? [String: Any] else {
            throw ConfigurationError(location: "files.limits", expected: "an object", found: ConfigurationError.describe(value))
        }
        var limits = SourceLimits.default
        for (key, value) in table.sorted(by: { $0.key < $1.key }) {
            let location = "files.limits.\(key)"
            switch key {
            case "maxNestingDepth": limits.maxNestingDepth = try positiveInteger(value, at: location)
            case "maxSquareBracketNesting": limits.maxSquareBracketNesting = try positiveInteger(value, at: location)
            case "maxFileBytes": limits.maxFileBytes = try positiveInteger(value, at: location)
            case "maxBytesParsedAtOnce": limits.maxBytesParsedAtOnce = try positiveInteger(value, at: location)
            case "maxLineLength": limits.maxLineLength = try positiveInteger(value, at: location)
            case "maxRecoveryLookahead": limits.maxRecoveryLookahead = try positiveInteger(value, at: location)
            case "parseTimeLimitSeconds":
                guard !(value is Bool), let seconds = (value as? NSNumber)?.doubleValue, seconds > 0, seconds.isFinite else {
                    throw ConfigurationError(
                        location: location, expected: "a number of seconds above 0",
                        found: ConfigurationError.describe(value))
                }
                limits.parseTimeLimitSeconds = seconds
            default: warnings.append(.unknownKey(at: location, known: limitKeys))
            }
        }
        return limits
    }

    /// A JSON array of strings, or an error at `location`.
    public static func strings(_ value: Any, at location: String) throws(ConfigurationError) -> [String] {
        guard let list = value as? [String] else {
            throw ConfigurationError(location: location, expected: "an array of strings", found: ConfigurationError.describe(value))
        }
        return list
    }

    /// A JSON `true` or `false`, or an error at `location`.
    public static func flag(_ value: Any, at location: String) throws(ConfigurationError) -> Bool {
        guard ConfigurationError.isBoolean(value), let flag = (value as? NSNumber)?.boolValue else {
            throw ConfigurationError(location: location, expected: "true or false", found: ConfigurationError.describe(value))
        }
        return flag
    }

    private static func positiveInteger(_ value: Any, at location: String) throws(ConfigurationError) -> Int {
        guard !ConfigurationError.isBoolean(value), let number = value as? NSNumber, let integer = Int(exactly: number.doubleValue),
            integer > 0
        else {
            throw ConfigurationError(location: location, expected: "a whole number above 0", found: ConfigurationError.describe(value))
        }
        return integer
    }
}
