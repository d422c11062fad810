import VIPERGenerator

/// What a manifest lacks of VIPERKit for one module, read from its literals: the package
/// dependency, the products on the targets that build the module's folders, and the warnings
/// about its tools version and platforms.
struct ManifestLinkAnalysis {
    /// A product a target must depend on.
    struct ProductNeed: Equatable {
        let product: String
        let target: String
    }

    /// The identity the manifest knows VIPERKit by.
    private(set) var identity: String
    /// Whether the manifest must gain the package dependency.
    private(set) var needsPackage = false
    /// The products the targets must gain.
    private(set) var products: [ProductNeed] = []
    private(set) var warnings: [RuntimeLink.Warning] = []
    /// Why the manifest cannot be edited safely, if it cannot.
    private(set) var refusal: PackageManifestError?

    /// The gaps, in the order they are added.
    var gaps: [RuntimeLink.Gap] {
        (needsPackage ? [.package] : []) + products.map { .product($0.product, target: $0.target) }
    }

    init(_ package: VIPERKitPackage, manifest: PackageManifest, sourcesFolder: String, testsFolder: String) {
        identity = package.identity
        warnings = Self.warnings(for: manifest)
        let wanted = [(sourcesFolder, VIPERKitPackage.runtimeProduct), (testsFolder, VIPERKitPackage.testingProduct)]
        switch manifest.targets() {
        case .failure(let error):
            refusal = error
            products = wanted.map { ProductNeed(product: $0.1, target: Self.targetName(guessedFrom: $0.0)) }
        case .success(let targets):
            // VIPERKit's own manifest, or a fork's: the runtime is a target of the package itself.
            if targets.contains(where: { $0.name == VIPERKitPackage.runtimeProduct }) { return }
            for (folder, product) in wanted { need(product, in: folder, targets: targets) }
            if let existing = Self.identity(usedBy: targets) { identity = existing }
        }
        guard !products.isEmpty else { return }
        if let existing = manifest.packageDependencies.first(where: { package.isSameRepository(as: $0.location) }) {
            identity = Self.identity(using: existing, fallback: identity)
        } else if !manifest.packageDependencies.contains(where: { Self.identity(using: $0, fallback: "") == identity }) {
            needsPackage = true
            if !manifest.hasLiteralDependencies, refusal == nil { refusal = .computed(what: "its list of package dependencies") }
        }
    }

    /// The analysis of a manifest that cannot be read: everything is taken as missing, from the
    /// targets the folders are named after.
    init(unreadable error: PackageManifestError, package: VIPERKitPackage, sourcesFolder: String, testsFolder: String) {
        identity = package.identity
        needsPackage = true
        refusal = error
        products = [(sourcesFolder, VIPERKitPackage.runtimeProduct), (testsFolder, VIPERKitPackage.testingProduct)]
            .map { ProductNeed(product: $0.1, target: Self.targetName(guessedFrom: $0.0)) }
    }

    /// Records that the target building `folder` needs `product`, unless it has it.
    private mutating func need(_ product: String, in folder: String, targets: [ManifestTarget]) {
        let builders = targets.filter { $0.builds(folder) }
        guard let target = builders.max(by: { ($0.folders.first?.count ?? 0) < ($1.folders.first?.count ?? 0) }) else {
            if targets.contains(where: \.hasComputedPath) {
                refusal = refusal ?? .computed(what: "the path of a target that may build \(folder)")
                products.append(ProductNeed(product: product, target: Self.targetName(guessedFrom: folder)))
            } else {
                warnings.append(.noTarget(folder: folder))
            }
            return
        }
        guard let dependencies = target.dependencies else {
            refusal = refusal ?? .computed(what: "the dependency list of target '\(target.name)'")
            products.append(ProductNeed(product: product, target: target.name))
            return
        }
        if !dependencies.contains(product) { products.append(ProductNeed(product: product, target: target.name)) }
    }

    /// The `package:` a target already takes VIPER or VIPERTesting from.
    private static func identity(usedBy targets: [ManifestTarget]) -> String? {
        targets.lazy.compactMap { $0.productPackages[VIPERKitPackage.runtimeProduct] ?? $0.productPackages[VIPERKitPackage.testingProduct] }
            .first
    }

    /// The name a `.package(…)` gives its package: its `name:`, else the identity of its location.
    private static func identity(using dependency: ManifestPackageDependency, fallback: String) -> String {
        dependency.name ?? (dependency.location.isEmpty ? fallback : VIPERKitPackage.identity(of: dependency.location))
    }

    /// `App` for `Sources/App/Modules`, `AppTests` for `Tests/AppTests`: the folder after the first.
    private static func targetName(guessedFrom folder: String) -> String {
        let components = ManifestTarget.normalized(folder).split(separator: "/").map(String.init)
        return components.count > 1 ? components[1] : components.first ?? folder
    }

    /// The tools version if it is older than traits need, and each platform declared older than
    /// VIPERKit supports.
    private static func warnings(for manifest: PackageManifest) -> [RuntimeLink.Warning] {
        var warnings: [RuntimeLink.Warning] = []
        let tools = manifest.toolsVersion ?? "3.1"
        if VIPERKitPackage.isVersion(tools, below: VIPERKitPackage.traitsToolsVersion) { warnings.append(.toolsVersion(found: tools)) }
        for (platform, version) in manifest.platforms {
            guard let required = VIPERKitPackage.minimumDeployment(of: platform), VIPERKitPackage.isVersion(version, below: required) else {
                continue
            }
            warnings.append(.deploymentTarget(platform: platform, found: version, required: required, target: nil))
        }
        return warnings
    }

    /// Whether the manifest can write `traits:` on a dependency.
    static func supportsTraits(_ manifest: PackageManifest) -> Bool {
        manifest.toolsVersion.map { !VIPERKitPackage.isVersion($0, below: VIPERKitPackage.traitsToolsVersion) } ?? false
    }
}
