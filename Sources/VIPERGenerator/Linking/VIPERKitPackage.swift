/// Where a project gets VIPERKit from, and the rule for its version: the one place `viper new`,
/// `viper init --link` and `viper doctor` take them from.
///
/// The default is VIPERKit's public repository, from this tool's own version; `viper.json`
/// (`"viperKitURL"`, `"viperKitRequirement"`) and the command line (`--viperkit-url`,
/// `--viperkit-requirement`) replace either, so a company mirror or a fork works. A location
/// that is not a URL is a local path, which only a Swift package can depend on.
public struct VIPERKitPackage: Sendable, Equatable {
    /// A repository URL or a folder.
    public enum Location: Sendable, Equatable {
        /// A repository: `https://…`, `ssh://…`, `file://…` or `git@host:owner/repo.git`.
        case remote(url: String)
        /// A folder on this machine, absolute or relative to the project.
        case local(path: String)
    }

    /// VIPERKit's public repository.
    public static let defaultURL = "https://github.com/VIPERKit/VIPERKit.git"
    /// The product every generated module imports.
    public static let runtimeProduct = "VIPER"
    /// The product every generated test imports.
    public static let testingProduct = "VIPERTesting"

    /// Where the package comes from.
    public let location: Location
    /// The versions accepted (for a remote package).
    public let requirement: PackageRequirement

    /// VIPERKit's public repository, from the version of this tool.
    public static let standard = VIPERKitPackage(location: .remote(url: defaultURL), requirement: .from(VIPERVersion.current))

    /// A package at `location` with `requirement`.
    public init(location: Location, requirement: PackageRequirement) {
        self.location = location
        self.requirement = requirement
    }

    /// The standard package with `url` and `requirement` replaced where given: a URL or path
    /// (see ``Location``) and a rule as ``PackageRequirement/init(parsing:)`` reads it.
    ///
    /// - Throws: ``PackageRequirementError`` for a rule that does not parse.
    public init(url: String?, requirement: String?) throws(PackageRequirementError) {
        let rule = if let requirement { try PackageRequirement(parsing: requirement) } else { Self.standard.requirement }
        self.init(location: url.map(Self.location(of:)) ?? Self.standard.location, requirement: rule)
    }

    /// A URL has a scheme or is the `user@host:path` form git accepts; anything else is a path.
    static func location(of text: String) -> Location {
        if text.contains("://") { return .remote(url: text) }
        if let colon = text.firstIndex(of: ":"), let at = text.firstIndex(of: "@"), at < colon, !text.hasPrefix("/") {
            return .remote(url: text)
        }
        return .local(path: text)
    }

    /// The URL or path, as written.
    public var locationText: String {
        switch location {
        case .remote(let url): url
        case .local(let path): path
        }
    }

    /// The package's identity, as SwiftPM derives it and `.product(name:package:)` names it: the
    /// last component of the URL or path without `.git` (`VIPERKit`).
    public var identity: String { Self.identity(of: locationText) }

    /// The identity SwiftPM gives a package at `location` (a URL or a path).
    public static func identity(of location: String) -> String {
        var text = Substring(location)
        while text.hasSuffix("/") { text = text.dropLast() }
        var last = text.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? String(text)
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }

    /// Whether `other` (a URL or path found in a project) names the same repository: the same
    /// host and path once scheme, user, `.git` and case are set aside, or the same identity.
    public func isSameRepository(as other: String) -> Bool {
        Self.comparable(other) == Self.comparable(locationText) || Self.identity(of: other).lowercased() == identity.lowercased()
    }

    /// `github.com/viperkit/viperkit` for `https://github.com/VIPERKit/VIPERKit.git`,
    /// `git@github.com:VIPERKit/VIPERKit` and `ssh://git@github.com/VIPERKit/VIPERKit/`.
    private static func comparable(_ location: String) -> String {
        var text = location.lowercased()
        if let scheme = text.range(of: "://") { text = String(text[scheme.upperBound...]) }
        if let at = text.firstIndex(of: "@"), !text[..<at].contains("/") { text = String(text[text.index(after: at)...]) }
        text = text.replacingOccurrences(of: ":", with: "/")
        while text.hasSuffix("/") { text.removeLast() }
        if text.hasSuffix(".git") { text.removeLast(4) }
        return text
    }
}

extension VIPERKitPackage {
    /// The oldest system each platform VIPERKit supports, as its `Package.swift` declares them.
    public static let minimumDeployments: [(platform: String, version: String)] = [
        ("iOS", "16.0"), ("macOS", "13.0"), ("tvOS", "16.0"), ("watchOS", "9.0"), ("visionOS", "1.0"),
    ]

    /// The oldest `platform` system VIPERKit supports; nil for a platform it does not declare.
    public static func minimumDeployment(of platform: String) -> String? {
        minimumDeployments.first { $0.platform.lowercased() == platform.lowercased() }?.version
    }

    /// The Swift tools version a manifest needs for `traits:` on a dependency.
    public static let traitsToolsVersion = "6.1"

    /// Whether version `found` (`15`, `15.4`, `5.9.2`) is older than `required`, comparing
    /// numbers part by part (a missing part is 0).
    public static func isVersion(_ found: String, below required: String) -> Bool {
        let left = found.split(separator: ".").map { Int($0) ?? 0 }
        let right = required.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? left[index] : 0
            let b = index < right.count ? right[index] : 0
            if a != b { return a < b }
        }
        return false
    }
}
