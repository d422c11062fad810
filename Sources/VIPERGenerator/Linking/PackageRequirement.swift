/// Which versions of a package a project accepts: the rules `swift package add-dependency` and
/// Xcode's "Add Package Dependencies…" offer, written as SwiftPM's option names.
///
/// As text (`viper.json`'s `"viperKitRequirement"`, `--viperkit-requirement`): `from 0.1.0`,
/// `up-to-next-minor-from 0.1.0`, `exact 0.1.0`, `branch main`, `revision 1a2b3c`, or a bare
/// version, which means `from` it.
public enum PackageRequirement: Sendable, Equatable, CustomStringConvertible {
    /// This version up to the next major one (SwiftPM `from:`, Xcode "Up to Next Major Version").
    case from(String)
    /// This version up to the next minor one (Xcode "Up to Next Minor Version").
    case upToNextMinor(String)
    /// This version only.
    case exact(String)
    /// The tip of a branch.
    case branch(String)
    /// One commit.
    case revision(String)

    /// Reads a rule written as its description, or a bare version (`from` it).
    ///
    /// - Throws: a reason, for a text that is not one of the forms above or a version that is
    ///   not `major.minor.patch`.
    public init(parsing text: String) throws(PackageRequirementError) {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first, words.count <= 2 else { throw PackageRequirementError(text: text) }
        guard words.count == 2 else {
            guard Self.isVersion(first) else { throw PackageRequirementError(text: text) }
            self = .from(first)
            return
        }
        let value = words[1]
        switch first {
        case "from": self = .from(value)
        case "up-to-next-minor-from": self = .upToNextMinor(value)
        case "exact": self = .exact(value)
        case "branch": self = .branch(value)
        case "revision": self = .revision(value)
        default: throw PackageRequirementError(text: text)
        }
        if let version, !Self.isVersion(version) { throw PackageRequirementError(text: text) }
    }

    /// The rule as it is written: `from 0.1.0`, `branch main`.
    public var description: String {
        switch self {
        case .from(let version): "from \(version)"
        case .upToNextMinor(let version): "up-to-next-minor-from \(version)"
        case .exact(let version): "exact \(version)"
        case .branch(let name): "branch \(name)"
        case .revision(let commit): "revision \(commit)"
        }
    }

    /// The version the rule names, for the rules that name one.
    public var version: String? {
        switch self {
        case .from(let version), .upToNextMinor(let version), .exact(let version): version
        case .branch, .revision: nil
        }
    }

    /// The options of `swift package add-dependency` that state the rule.
    public var addDependencyOptions: String {
        switch self {
        case .from(let version): "--from \(version)"
        case .upToNextMinor(let version): "--up-to-next-minor-from \(version)"
        case .exact(let version): "--exact \(version)"
        case .branch(let name): "--branch \(name)"
        case .revision(let commit): "--revision \(commit)"
        }
    }

    /// The rule as Xcode's "Dependency Rule" menu names it, with its value.
    public var xcodeRule: String {
        switch self {
        case .from(let version): "Up to Next Major Version, \(version)"
        case .upToNextMinor(let version): "Up to Next Minor Version, \(version)"
        case .exact(let version): "Exact Version, \(version)"
        case .branch(let name): "Branch, \(name)"
        case .revision(let commit): "Commit, \(commit)"
        }
    }

    /// The version after `version` with its minor number raised: `0.2.0` for `0.1.4`.
    public static func nextMinor(after version: String) -> String {
        let numbers = version.split(separator: "-").first.map { $0.split(separator: ".").map { Int($0) ?? 0 } } ?? []
        let major = numbers.first ?? 0
        let minor = numbers.count > 1 ? numbers[1] : 0
        return "\(major).\(minor + 1).0"
    }

    /// Whether `text` is a semantic version, `major.minor.patch` with an optional `-prerelease`
    /// and `+build`.
    static func isVersion(_ text: String) -> Bool {
        let core = text.split(separator: "+", maxSplits: 1).first?.split(separator: "-", maxSplits: 1).first ?? ""
        let numbers = core.split(separator: ".", omittingEmptySubsequences: false)
        return numbers.count == 3 && numbers.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }
}

/// A version rule that is not one of the forms ``PackageRequirement`` reads.
public struct PackageRequirementError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text given.
    public let text: String

    /// What was expected and what was found.
    public var description: String {
        "'\(text)' is not a version rule; expected \(expected)"
    }

    /// The forms a version rule takes.
    public var expected: String {
        "'from <version>', 'up-to-next-minor-from <version>', 'exact <version>', 'branch <name>', "
            + "'revision <commit>' or a bare version such as 0.1.0"
    }
}
