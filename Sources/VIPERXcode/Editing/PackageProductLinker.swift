import VIPERGenerator
@preconcurrency import XcodeProj

/// Links VIPERKit into an Xcode project the way Xcode's "Add Package Dependencies…" does: one
/// `XCRemoteSwiftPackageReference` in the project's `packageReferences` (an existing reference to
/// VIPERKit is reused, whatever its version rule), and for each target that lacks its product an
/// `XCSwiftPackageProductDependency` in the target's `packageProductDependencies` with a build
/// file in its Frameworks phase. Nothing else changes.
struct PackageProductLinker {
    let pbxproj: PBXProj
    let project: PBXProject
    /// `App.xcodeproj`, for messages.
    let fileName: String

    /// The products each target needs: `VIPER` in the app target, `VIPERTesting` in the test target.
    private func needs(_ targets: [(target: PBXTarget, product: String)]) -> [(target: PBXTarget, product: String)] {
        targets.filter { need in !(need.target.packageProductDependencies ?? []).contains { $0.productName == need.product } }
    }

    /// What `app` and `tests` lack, with the warnings about their deployment targets; when
    /// `perform`, the model gains what they lack (unless the project refers to VIPERKit in a
    /// way this edit cannot extend, which the report's outcome then says).
    func link(_ package: VIPERKitPackage, app: PBXTarget, tests: PBXTarget?, perform: Bool) -> RuntimeLink {
        var wanted = [(target: app, product: VIPERKitPackage.runtimeProduct)]
        if let tests { wanted.append((tests, VIPERKitPackage.testingProduct)) }
        let missing = needs(wanted)
        let existing = existingReference(to: package)
        var gaps: [RuntimeLink.Gap] = existing == nil && !missing.isEmpty ? [.package] : []
        gaps += missing.map { .product($0.product, target: $0.target.name) }
        let warnings = DeploymentTargetCheck(project: project).warnings(for: [app] + (tests.map { [$0] } ?? []))
        let identity = existing?.identity ?? package.identity
        func report(_ outcome: RuntimeLink.Outcome) -> RuntimeLink {
            RuntimeLink(
                project: .xcodeProject(fileName), package: package, packageIdentity: identity, gaps: gaps, warnings: warnings,
                outcome: outcome)
        }
        guard perform, !missing.isEmpty else { return report(.notAsked) }
        let reference: XCRemoteSwiftPackageReference
        switch existing {
        case .remote(let found)?:
            reference = found
        case .local(let path)?:
            return report(.refused("it refers to VIPERKit as the local package '\(path)', whose products viper does not add"))
        case nil:
            guard case .remote(let url) = package.location else {
                return report(
                    .refused(
                        "'\(package.locationText)' is a local path, which viper adds to Swift packages only; pass a repository URL with --viperkit-url"
                    ))
            }
            reference = XCRemoteSwiftPackageReference(repositoryURL: url, versionRequirement: Self.versionRequirement(package.requirement))
            pbxproj.add(object: reference)
            project.remotePackages.append(reference)
        }
        for need in missing { addProduct(need.product, of: reference, to: need.target) }
        return report(.linked)
    }

    // MARK: The existing reference

    /// How the project already refers to VIPERKit.
    private enum ExistingReference {
        case remote(XCRemoteSwiftPackageReference)
        case local(path: String)

        var identity: String {
            switch self {
            case .remote(let reference): VIPERKitPackage.identity(of: reference.repositoryURL ?? "")
            case .local(let path): VIPERKitPackage.identity(of: path)
            }
        }
    }

    /// The package some target already takes VIPER or VIPERTesting from, else a reference to the
    /// same repository (or to a repository or folder with VIPERKit's name).
    private func existingReference(to package: VIPERKitPackage) -> ExistingReference? {
        let products: Set = [VIPERKitPackage.runtimeProduct, VIPERKitPackage.testingProduct]
        let used = project.targets.flatMap { $0.packageProductDependencies ?? [] }.filter { products.contains($0.productName) }
        if let remote = used.lazy.compactMap(\.package).first { return .remote(remote) }
        if let remote = project.remotePackages.first(where: { package.isSameRepository(as: $0.repositoryURL ?? "") }) {
            return .remote(remote)
        }
        if let local = project.localPackages.first(where: { package.isSameRepository(as: $0.relativePath) }) {
            return .local(path: local.relativePath)
        }
        return nil
    }

    // MARK: Adding

    /// A product dependency of `target` on `product`, and its build file in the Frameworks phase
    /// (created after Compile Sources when the target has none), as Xcode adds them.
    private func addProduct(_ product: String, of reference: XCRemoteSwiftPackageReference, to target: PBXTarget) {
        let dependency = XCSwiftPackageProductDependency(productName: product, package: reference)
        pbxproj.add(object: dependency)
        target.packageProductDependencies = (target.packageProductDependencies ?? []) + [dependency]
        let buildFile = PBXBuildFile(product: dependency)
        pbxproj.add(object: buildFile)
        let phase = frameworksPhase(of: target)
        phase.files = (phase.files ?? []) + [buildFile]
    }

    private func frameworksPhase(of target: PBXTarget) -> PBXBuildPhase {
        if let phase = target.buildPhases.first(where: { $0 is PBXFrameworksBuildPhase }) { return phase }
        let phase = PBXFrameworksBuildPhase()
        pbxproj.add(object: phase)
        let sources = target.buildPhases.firstIndex { $0 is PBXSourcesBuildPhase }
        target.buildPhases.insert(phase, at: sources.map { $0 + 1 } ?? target.buildPhases.count)
        return phase
    }

    /// The rule as XcodeProj writes it: the kinds of Xcode's "Dependency Rule" menu.
    static func versionRequirement(_ requirement: PackageRequirement) -> XCRemoteSwiftPackageReference.VersionRequirement {
        switch requirement {
        case .from(let version): .upToNextMajorVersion(version)
        case .upToNextMinor(let version): .upToNextMinorVersion(version)
        case .exact(let version): .exact(version)
        case .branch(let name): .branch(name)
        case .revision(let commit): .revision(commit)
        }
    }
}
