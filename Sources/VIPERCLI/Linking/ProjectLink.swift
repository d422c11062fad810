import Foundation
import VIPERGenerator
import VIPERPackageManifest
import VIPERXcode

/// The link to VIPERKit of the project a command works on: through the Xcode project when there
/// is one (made in the same edit as a module's files, see ``XcodeSetup``), else through the
/// folder's `Package.swift`.
enum ProjectLink {
    /// The request the settings describe: VIPERKit from `viper.json` or the command line over
    /// the standard package, added when `adds`.
    static func request(_ settings: Configuration, adds: Bool) throws(PackageRequirementError) -> LinkRequest {
        LinkRequest(package: try settings.viperKitPackage(), adds: adds)
    }

    /// `Package.swift`'s link for files going into `sourcesPath` and `testsPath`; `nil` when
    /// the project's folder has no `Package.swift`.
    static func package(_ request: LinkRequest, project: Project, sourcesPath: String, testsPath: String) throws(ProjectError)
        -> PackageManifestLinker.Link?
    {
        try PackageManifestLinker.link(request, packageAt: project.root, sourcesFolder: sourcesPath, testsFolder: testsPath)
    }

    /// The link of the whole project, for `viper init` and `viper doctor`: the Xcode project's
    /// targets, else the targets of `Package.swift` that build the configured paths.
    static func check(_ request: LinkRequest, project: Project, settings: Configuration, xcode: XcodeSetup?) throws -> Whole? {
        if let xcode {
            let change = try xcode.linking(request)
            return change.link.map { Whole(report: $0, write: change.write) }
        }
        let sources = settings.sourcesPath ?? "Sources", tests = settings.testsPath ?? "Tests"
        guard let link = try package(request, project: project, sourcesPath: sources, testsPath: tests) else { return nil }
        return Whole(report: link.report) {
            if let text = link.updatedText { try project.write(text, to: project.url(for: "Package.swift")) }
        }
    }

    /// A project's link and how to write it.
    struct Whole {
        /// What the project lacks and what became of it.
        let report: RuntimeLink
        /// Writes the change (nothing when the project stays as it is).
        let write: () throws -> Void
    }
}

extension Console {
    /// Prints what linking did or would do to standard output, and its warnings to standard error.
    func report(_ link: RuntimeLink?, planned: Bool) {
        guard let link else { return }
        link.summary(planned: planned).forEach { output($0) }
        link.warningLines.forEach { error($0) }
    }
}
