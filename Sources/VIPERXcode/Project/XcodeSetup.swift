import Foundation
import VIPERGenerator

/// The Xcode project a module goes into and its targets, as `viper new` and `viper init` resolve
/// them from the command line, `viper.json` and the project itself.
public struct XcodeSetup: Sendable {
    /// The project.
    public let project: XcodeProject
    /// The targets that receive the sources and the tests.
    public let targets: XcodeModuleTargets

    /// The project named, recorded, or found in `root`, with the targets resolved; `nil` when
    /// there is no project.
    ///
    /// - Parameters:
    ///   - explicitProject: `--xcodeproj`.
    ///   - recordedProject: `"xcodeproj"` in `viper.json`.
    ///   - target: `--target`, else `"target"` in `viper.json`: the app target's name.
    ///   - testTarget: `--test-target`, else `"testTarget"` in `viper.json`.
    ///   - root: the folder `viper` runs in.
    /// - Throws: ``XcodeProjectError`` for a project that is missing, unreadable or ambiguous, and
    ///   for targets it does not have.
    public static func resolve(explicitProject: String?, recordedProject: String?, target: String?, testTarget: String?, root: URL)
        throws(XcodeProjectError) -> XcodeSetup?
    {
        guard let url = try XcodeProjectLocator.locate(explicit: explicitProject, recorded: recordedProject, in: root) else { return nil }
        let project = try XcodeProject(url: url)
        return XcodeSetup(project: project, targets: try project.resolveTargets(app: target, tests: testTarget))
    }

    /// `resolved` (the settings `viper new` would use without a project) made to fit the project:
    /// the project and its targets recorded (`target` is the app target's name), and the sources
    /// and tests paths taken from `named` (the command line over `viper.json`) or else from the
    /// targets' folders.
    public func settings(_ resolved: Configuration, named: Configuration, root: URL) -> Configuration {
        var settings = resolved
        settings.xcodeproj = projectPath(relativeTo: root)
        settings.target = targets.app
        settings.testTarget = targets.tests
        settings.sourcesPath = named.sourcesPath ?? suggestedSourcesPath(relativeTo: root)
        settings.testsPath = named.testsPath ?? suggestedTestsPath(relativeTo: root)
        return settings
    }

    /// What `viper init` found, in one sentence: the project, its targets, and the targets chosen.
    public func summary(relativeTo root: URL) -> String {
        let all = project.targets.map { "'\($0.name)'" }.joined(separator: ", ")
        let tests =
            targets.tests.map { "tests and spies to target '\($0)'" }
            ?? "tests to no target (the project has no unit test target; pass --test-target <name>)"
        let synchronized = project.usesSynchronizedFolders ? " Files in its synchronized folders need no project edit." : ""
        return "Found \(projectPath(relativeTo: root)) with targets \(all): modules go to target '\(targets.app)', "
            + "\(tests), which import \(testedModule).\(synchronized)"
    }

    /// The project and targets, as the manifest records them for a module added to the project.
    public func membership(relativeTo root: URL) -> Manifest.XcodeMembership {
        Manifest.XcodeMembership(project: projectPath(relativeTo: root), target: targets.app, testTarget: targets.tests)
    }

    /// The Swift module the tests import with `@testable`: the app target's module name.
    public var testedModule: String {
        project.targets.first { $0.name == targets.app }?.moduleName ?? XcodeTarget.identifier(from: targets.app)
    }

    /// The project's path relative to `root`, as `viper.json` records it.
    public func projectPath(relativeTo root: URL) -> String {
        project.path(project.url.lastPathComponent, relativeTo: root)
    }

    /// Where new modules go: `<the app target's folder>/Modules`, relative to `root`.
    public func suggestedSourcesPath(relativeTo root: URL) -> String {
        let folder = project.targets.first { $0.name == targets.app }?.sourceFolder ?? targets.app
        return project.path("\(folder)/Modules", relativeTo: root)
    }

    /// Where new modules' tests go: the test target's folder, relative to `root`.
    public func suggestedTestsPath(relativeTo root: URL) -> String {
        let name = targets.tests ?? "\(targets.app)Tests"
        let folder = project.targets.first { $0.name == name }?.sourceFolder ?? name
        return project.path(folder, relativeTo: root)
    }

    /// The change that adds a generated module's files to the project, checking the targets for
    /// VIPERKit (and linking it) when `link` is given.
    public func addition(of files: [XcodeMemberFile], root: URL, link: LinkRequest? = nil) throws(XcodeProjectError) -> XcodeProjectChange {
        try project.addition(of: files, to: targets, root: root, link: link)
    }

    /// The change that adds the files of `plan` to the project: those under the module's tests
    /// folder to the test target, the others to the app target; with `link`, as above.
    public func addition(for plan: GenerationPlan, root: URL, link: LinkRequest? = nil) throws(XcodeProjectError) -> XcodeProjectChange {
        try addition(of: XcodeMemberFile.members(of: plan.changes.map(\.file), for: plan.request), root: root, link: link)
    }

    /// The change that links VIPERKit into the targets (see ``XcodeProject/linking(_:targets:)``).
    public func linking(_ request: LinkRequest) throws(XcodeProjectError) -> XcodeProjectChange {
        try project.linking(request, targets: targets)
    }
}
