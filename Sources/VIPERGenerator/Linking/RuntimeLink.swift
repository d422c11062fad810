import VIPERToolSupport

/// What a project lacks for the modules `viper new` writes to build — they `import VIPER`, their
/// tests `import VIPERTesting` — and what was done about it: linked, left for the user (with the
/// steps to take), or refused because the project is too dynamic to edit safely.
public struct RuntimeLink: Sendable, Equatable {
    /// The kind of project, which decides how a gap is closed by hand.
    public enum ProjectKind: Sendable, Equatable {
        /// An Xcode project, by its file name (`App.xcodeproj`).
        case xcodeProject(String)
        /// A Swift package (`Package.swift`).
        case swiftPackage
    }

    /// Something the project must have for the generated code to build, which linking adds.
    public enum Gap: Sendable, Equatable {
        /// No package reference or dependency names VIPERKit.
        case package
        /// The target does not link (or depend on) the product.
        case product(String, target: String)
    }

    /// Something that stops the runtime from building, or costs the project more than it
    /// should, which linking does not change.
    public enum Warning: Sendable, Equatable {
        /// The target (`nil`: the whole package) supports `platform` versions from `found`,
        /// older than the `required` VIPERKit supports.
        case deploymentTarget(platform: String, found: String, required: String, target: String?)
        /// The manifest's tools version is older than 6.1, so it cannot write `traits: []`.
        case toolsVersion(found: String)
        /// No target of the package builds `folder`, where the module's files go.
        case noTarget(folder: String)
    }

    /// What became of the gaps.
    public enum Outcome: Sendable, Equatable {
        /// The edit adds every gap.
        case linked
        /// Linking was not asked for (`--no-link`, `viper doctor`).
        case notAsked
        /// The project was left alone for this reason; the steps say what to do by hand.
        case refused(String)
    }

    /// The project.
    public let project: ProjectKind
    /// Where VIPERKit comes from.
    public let package: VIPERKitPackage
    /// The identity the project knows VIPERKit by: an existing reference's, else the package's.
    public let packageIdentity: String
    /// What the project lacks, in the order it is added.
    public let gaps: [Gap]
    /// What linking does not fix.
    public let warnings: [Warning]
    /// What became of the gaps (``Outcome/linked`` when there were none).
    public let outcome: Outcome

    /// A report on one project.
    public init(project: ProjectKind, package: VIPERKitPackage, packageIdentity: String, gaps: [Gap], warnings: [Warning], outcome: Outcome)
    {
        self.project = project
        self.package = package
        self.packageIdentity = packageIdentity
        self.gaps = gaps
        self.warnings = warnings
        self.outcome = gaps.isEmpty ? .linked : outcome
    }

    /// Whether the project lacks nothing and nothing stands in the runtime's way.
    public var isHealthy: Bool { gaps.isEmpty && warnings.isEmpty }

    /// `App.xcodeproj` or `Package.swift`.
    public var fileName: String {
        switch project {
        case .xcodeProject(let name): name
        case .swiftPackage: "Package.swift"
        }
    }

    // MARK: Sentences

    /// What happened, for `viper new` and `viper init`: the link made (or that would be made,
    /// when `planned`), or what is missing and the steps to add it. The warnings are apart
    /// (``warningLines``).
    public func summary(planned: Bool) -> [String] {
        var lines: [String] = []
        if !gaps.isEmpty {
            switch outcome {
            case .linked:
                lines.append("\(planned ? "Would link" : "Linked") VIPERKit to \(fileName): \(English.list(gaps.map(describe))).")
            case .notAsked:
                lines.append(
                    "\(fileName) lacks \(English.list(gaps.map(describe))), which generated modules import. "
                        + "'viper init --link' adds \(gaps.count == 1 ? "it" : "them") (so does 'viper new' unless --no-link); by hand:")
                lines += numberedSteps
            case .refused(let reason):
                lines.append(
                    "\(fileName) lacks \(English.list(gaps.map(describe))), and viper did not add \(gaps.count == 1 ? "it" : "them"): \(reason). By hand:"
                )
                lines += numberedSteps
            }
        }
        return lines
    }

    /// Each warning, as `warning: …`.
    public var warningLines: [String] {
        warnings.map { "warning: \(describe($0))" }
    }

    /// What `viper doctor` prints: each gap and warning on a line, the steps, or that all is well.
    public var diagnosis: [String] {
        guard !isHealthy else { return ["\(fileName) links VIPERKit where generated modules need it; nothing is missing."] }
        var lines = gaps.map { "missing: \(describe($0))" } + warningLines
        if !gaps.isEmpty {
            lines.append("'viper init --link' adds what is missing (and 'viper new' does as it writes a module); by hand:")
            lines += numberedSteps
        }
        return lines
    }

    private var numberedSteps: [String] {
        steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
    }

    private func describe(_ gap: Gap) -> String {
        switch gap {
        case .package:
            switch package.location {
            case .remote(let url): "the package VIPERKit (\(url), \(package.requirement))"
            case .local(let path): "the package VIPERKit (\(path))"
            }
        case .product(let product, let target): "\(product) on target '\(target)'"
        }
    }

    private func describe(_ warning: Warning) -> String {
        switch warning {
        case .deploymentTarget(let platform, let found, let required, let target):
            let owner = target.map { "target '\($0)'" } ?? fileName
            let fix =
                switch project {
                case .xcodeProject: "raise \(Self.deploymentSetting(of: platform)) (General ▸ Minimum Deployments)"
                case .swiftPackage: "write .\(platform)(.v\(required.split(separator: ".").first ?? "")) or later in platforms"
                }
            return "\(owner) supports \(platform) \(found), and VIPERKit needs \(platform) \(required): \(fix)"
        case .toolsVersion(let found):
            return
                "\(fileName)'s tools version is \(found), older than \(VIPERKitPackage.traitsToolsVersion), so it cannot write traits: [] for VIPERKit "
                + "and resolves the viper tool's packages too (swift-syntax, swift-argument-parser, swift-nio, XcodeProj), though it builds only the runtime; "
                + "raise the first line to '// swift-tools-version: \(VIPERKitPackage.traitsToolsVersion)' and add traits: [] to the VIPERKit dependency"
        case .noTarget(let folder):
            return "no target of \(fileName) builds \(folder), where the module's files go; add one for it, or choose another path"
        }
    }

    /// The build setting Xcode keeps a platform's deployment target in.
    public static func deploymentSetting(of platform: String) -> String {
        switch platform {
        case "macOS": "MACOSX_DEPLOYMENT_TARGET"
        case "tvOS": "TVOS_DEPLOYMENT_TARGET"
        case "watchOS": "WATCHOS_DEPLOYMENT_TARGET"
        case "visionOS": "XROS_DEPLOYMENT_TARGET"
        default: "IPHONEOS_DEPLOYMENT_TARGET"
        }
    }

    // MARK: Steps by hand

    /// The steps that close the gaps by hand, in Xcode or with `swift package`.
    public var steps: [String] {
        let products = gaps.compactMap { gap -> (product: String, target: String)? in
            if case .product(let product, let target) = gap { (product, target) } else { nil }
        }
        switch project {
        case .xcodeProject: return xcodeSteps(products)
        case .swiftPackage: return packageSteps(products)
        }
    }

    private func xcodeSteps(_ products: [(product: String, target: String)]) -> [String] {
        let additions = English.list(products.map { "\($0.product) to target '\($0.target)'" })
        guard gaps.contains(.package) else {
            return products.map {
                "In Xcode, select target '\($0.target)', General ▸ Frameworks, Libraries, and Embedded Content: click + and add \($0.product) (package \(packageIdentity))."
            }
        }
        return [
            "In Xcode, choose File ▸ Add Package Dependencies…, enter \(package.locationText), choose the Dependency Rule \(package.requirement.xcodeRule), and click Add Package.",
            "In the list of products, add \(additions) (the Add to Target column), and click Add Package.",
        ]
    }

    private func packageSteps(_ products: [(product: String, target: String)]) -> [String] {
        var steps: [String] = []
        if gaps.contains(.package) {
            switch package.location {
            case .remote(let url):
                steps.append("swift package add-dependency \(Self.quoted(url)) \(package.requirement.addDependencyOptions)")
            case .local(let path): steps.append("swift package add-dependency \(Self.quoted(path)) --type path")
            }
            steps.append(
                "add traits: [] to that .package(…) in Package.swift (tools version \(VIPERKitPackage.traitsToolsVersion) or later), so the package resolves the runtime only"
            )
        }
        steps += products.map {
            "swift package add-target-dependency \($0.product) \(Self.quoted($0.target)) --package \(Self.quoted(packageIdentity))"
        }
        return steps
    }

    /// `text`, single-quoted for a shell when it holds anything but letters, digits and `-_./:@+`.
    private static func quoted(_ text: String) -> String {
        let plain = text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./:@+".contains($0)) }
        return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
