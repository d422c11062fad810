import Foundation

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
    public static func resolve(explicitProject: String?, recordedProject: String?, target: String?, testTarget: String?, root: URL) throws(XcodeProjectError) -> XcodeSetup? {
        guard let url = try XcodeProjectLocator.locate(explicit: explicitProject, recorded: recordedProject, in: root) else { return nil }
        let project = try XcodeProject(url: url)
        return XcodeSetup(project: project, targets: try project.resolveTargets(app: target, tests: testTarget))
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

    /// The change that adds a generated module's files to the project.
    public func addition(of files: [XcodeMemberFile], root: URL) throws(XcodeProjectError) -> XcodeProjectChange {
        try project.addition(of: files, to: targets, root: root)
    }
}
