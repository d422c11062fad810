import Foundation
import VIPERGenerator
import VIPERToolSupport

/// Links VIPERKit into a Swift package the way `swift package add-dependency` and
/// `swift package add-target-dependency` do (the same swift-syntax edits, see
/// ``ManifestEditor``), with `traits: []` on the new dependency so the package resolves the
/// runtime only: the package dependency when the manifest has none on VIPERKit, `VIPER` in the
/// target that builds the module's sources, `VIPERTesting` in the one that builds its tests.
/// Nothing else in the manifest changes. Where what needs editing is computed rather than
/// written as literals, it refuses and the report gives the commands to run instead.
public enum PackageManifestLinker {
    /// The outcome: the report, and the manifest's new text when the edit changes it.
    public struct Link: Sendable {
        /// What the package lacked and what became of it.
        public let report: RuntimeLink
        /// The manifest after the edit; `nil` when it stays as it is.
        public let updatedText: String?
        /// The manifest as read.
        let originalText: String

        /// `Package.swift` to write in the same transaction as a module's files; `nil` when it
        /// does not change.
        public var manifestFile: GeneratedFile? {
            updatedText.map { GeneratedFile(path: "Package.swift", contents: $0) }
        }

        /// A unified diff of the manifest; empty when it does not change.
        public var diff: String {
            updatedText.map { UnifiedDiff(old: originalText, new: $0, path: "Package.swift").lines.joined(separator: "\n") } ?? ""
        }
    }

    /// ``link(_:manifest:sourcesFolder:testsFolder:)`` for the `Package.swift` in `root`; `nil`
    /// when there is none. A manifest that does not parse is left alone, and the report says why.
    ///
    /// - Throws: ``ProjectError/unreadable(path:reason:)`` when the file cannot be read.
    public static func link(_ request: LinkRequest, packageAt root: URL, sourcesFolder: String, testsFolder: String) throws(ProjectError)
        -> Link?
    {
        guard let text = try AtomicFile.read(root.appending(path: "Package.swift")) else { return nil }
        do {
            return link(request, manifest: try PackageManifest(text: text), sourcesFolder: sourcesFolder, testsFolder: testsFolder)
        } catch {
            let analysis = ManifestLinkAnalysis(
                unreadable: error, package: request.package, sourcesFolder: sourcesFolder, testsFolder: testsFolder)
            let report = RuntimeLink(
                project: .swiftPackage, package: request.package, packageIdentity: analysis.identity, gaps: analysis.gaps,
                warnings: [], outcome: request.adds ? .refused(error.description) : .notAsked)
            return Link(report: report, updatedText: nil, originalText: text)
        }
    }

    /// What the manifest lacks for a module whose sources go into `sourcesFolder` and tests
    /// into `testsFolder` (paths relative to the package), and the edit that adds it when
    /// `request.adds`.
    public static func link(_ request: LinkRequest, manifest: PackageManifest, sourcesFolder: String, testsFolder: String) -> Link {
        let analysis = ManifestLinkAnalysis(request.package, manifest: manifest, sourcesFolder: sourcesFolder, testsFolder: testsFolder)
        func report(_ outcome: RuntimeLink.Outcome) -> RuntimeLink {
            RuntimeLink(
                project: .swiftPackage, package: request.package, packageIdentity: analysis.identity,
                gaps: analysis.gaps, warnings: analysis.warnings, outcome: outcome)
        }
        let original = manifest.text
        guard request.adds, !analysis.gaps.isEmpty else { return Link(report: report(.notAsked), updatedText: nil, originalText: original) }
        if let refusal = analysis.refusal {
            return Link(report: report(.refused(refusal.description)), updatedText: nil, originalText: original)
        }
        do {
            let text = try ManifestEditor(manifest: manifest).adding(analysis, package: request.package)
            return Link(report: report(.linked), updatedText: text, originalText: original)
        } catch {
            return Link(report: report(.refused(error.description)), updatedText: nil, originalText: original)
        }
    }
}
