@_spi(PackageRefactor) import SwiftRefactor
import SwiftSyntax
import VIPERGenerator

/// Makes the manifest edits of `swift package add-dependency` and `add-target-dependency` with
/// the same code SwiftPM uses for them (swift-syntax's SwiftRefactor), so formatting, comments
/// and the layout of each list are kept as SwiftPM keeps them. Each edit is made on the text the
/// previous one left, and the result is read back: it must differ from the original by exactly
/// the dependencies added.
struct ManifestEditor {
    let manifest: PackageManifest

    /// The manifest's text with what `analysis` found missing added.
    ///
    /// - Throws: ``PackageManifestError`` when SwiftRefactor refuses an edit or the result is not
    ///   the original plus the dependencies added.
    func adding(_ analysis: ManifestLinkAnalysis, package: VIPERKitPackage) throws(PackageManifestError) -> String {
        var current = manifest
        if analysis.needsPackage {
            current = try edit(current) { tree in
                try AddPackageDependency.textRefactor(syntax: tree, in: .init(dependency: Self.dependency(package)))
            }
            if ManifestLinkAnalysis.supportsTraits(current) { current = try turningOffTraits(of: package, in: current) }
        }
        for need in analysis.products {
            let dependency = PackageTarget.Dependency.product(name: need.product, package: analysis.identity)
            current = try edit(current) { tree in
                try AddTargetDependency.textRefactor(syntax: tree, in: .init(dependency: dependency, targetName: need.target))
            }
        }
        try verify(current, adds: analysis, package: package)
        return current.text
    }

    /// The dependency as SwiftPM's `add-dependency` describes it: `--from` is a range from the
    /// version, `--up-to-next-minor-from` the range up to the next minor version.
    static func dependency(_ package: VIPERKitPackage) -> PackageDependency {
        switch package.location {
        case .local(let path):
            return .fileSystem(.init(path: path))
        case .remote(let url):
            let requirement: PackageDependency.SourceControl.Requirement =
                switch package.requirement {
                case .from(let version): .rangeFrom(version)
                case .upToNextMinor(let version): .range(lowerBound: version, upperBound: PackageRequirement.nextMinor(after: version))
                case .exact(let version): .exact(version)
                case .branch(let name): .branch(name)
                case .revision(let commit): .revision(commit)
                }
            return .sourceControl(.init(location: url, requirement: requirement))
        }
    }

    // MARK: Steps

    /// `manifest` with the edits `refactor` returns applied, parsed again.
    private func edit(_ manifest: PackageManifest, _ refactor: (SourceFileSyntax) throws -> [SourceEdit]) throws(PackageManifestError)
        -> PackageManifest
    {
        let edits: [SourceEdit]
        do {
            edits = try refactor(manifest.tree)
        } catch {
            throw .editNotReproduced(reason: "\(error)")
        }
        var bytes = Array(manifest.text.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range.lowerBound.utf8Offset..<edit.range.upperBound.utf8Offset, with: edit.replacementBytes)
        }
        return try PackageManifest(text: String(decoding: bytes, as: UTF8.self))
    }

    /// `manifest` with `traits: []` added to the dependency on `package`, after its other arguments.
    private func turningOffTraits(of package: VIPERKitPackage, in manifest: PackageManifest) throws(PackageManifestError) -> PackageManifest
    {
        guard let dependency = manifest.packageDependencies.first(where: { $0.location == package.locationText }) else {
            throw .editNotReproduced(reason: "the dependency just added is not found")
        }
        let offset = dependency.call.rightParen?.positionAfterSkippingLeadingTrivia.utf8Offset
        guard let offset, dependency.call.argument("traits") == nil else { return manifest }
        var bytes = Array(manifest.text.utf8)
        bytes.insert(contentsOf: Array(", traits: []".utf8), at: offset)
        return try PackageManifest(text: String(decoding: bytes, as: UTF8.self))
    }

    /// Checks that `edited` is the original with the package dependency (when needed) and each
    /// product added to its target, and nothing else: every target keeps its dependencies, in order.
    private func verify(_ edited: PackageManifest, adds analysis: ManifestLinkAnalysis, package: VIPERKitPackage)
        throws(PackageManifestError)
    {
        guard case .success(let before) = manifest.targets(), case .success(let after) = edited.targets() else {
            throw .editNotReproduced(reason: "the targets cannot be read after the edit")
        }
        guard before.map(\.name) == after.map(\.name) else { throw .editNotReproduced(reason: "the targets changed") }
        for (old, new) in zip(before, after) {
            let added = analysis.products.filter { $0.target == old.name }.map(\.product)
            guard new.dependencyTexts.count == old.dependencyTexts.count + added.count,
                Array(new.dependencyTexts.prefix(old.dependencyTexts.count)) == old.dependencyTexts,
                (new.dependencies ?? []).suffix(added.count) == added[...]
            else {
                throw .editNotReproduced(
                    reason: "target '\(old.name)' would not gain just \(added.isEmpty ? "nothing" : added.joined(separator: " and "))")
            }
        }
        let expected = manifest.packageDependencies.count + (analysis.needsPackage ? 1 : 0)
        let found = edited.packageDependencies.count
        let named = edited.packageDependencies.contains { $0.location == package.locationText } || !analysis.needsPackage
        guard found == expected, named else { throw .editNotReproduced(reason: "the package dependencies would not gain just VIPERKit") }
    }
}
