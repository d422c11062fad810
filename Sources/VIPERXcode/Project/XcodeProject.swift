import Foundation
import VIPERGenerator
@preconcurrency import XcodeProj

/// An Xcode project (`.xcodeproj`): its targets, and the edits `viper` makes to it.
///
/// The project is read with XcodeProj. Every edit is made on XcodeProj's model and then carried
/// over to the project file's own text (see ``XcodeProjectChange``), so the file changes only where
/// the edit adds or removes entries; a change that adds nothing leaves the file byte for byte as it was.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder.
    public let url: URL
    /// The project's targets, in the project's order.
    public let targets: [XcodeTarget]
    /// The project file's bytes as read.
    let bytes: [UInt8]

    /// The project's name: the `.xcodeproj` folder's name without its extension.
    public var name: String { url.deletingPathExtension().lastPathComponent }
    /// The folder that holds the `.xcodeproj`; Xcode resolves the project's paths against it (`SRCROOT`).
    public var folder: URL { url.deletingLastPathComponent() }
    /// `<name>.xcodeproj/project.pbxproj`.
    public var fileURL: URL { url.appending(path: "project.pbxproj") }

    /// Whether any folder of the project is an Xcode 16 synchronized folder.
    public var usesSynchronizedFolders: Bool { targets.contains { !$0.synchronizedFolders.isEmpty } }

    /// Reads the project at `url` (the `.xcodeproj` folder).
    ///
    /// - Throws: ``XcodeProjectError/unreadable(path:reason:)`` naming the file when it is missing,
    ///   is not a property list, or is not a project XcodeProj can read.
    public init(url: URL) throws(XcodeProjectError) {
        self.url = url.standardizedFileURL
        let file = self.url.appending(path: "project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .unreadable(
                path: file.path,
                reason: FileManager.default.fileExists(atPath: self.url.path)
                    ? "the .xcodeproj folder holds no readable project.pbxproj" : "it does not exist")
        }
        bytes = Array(data)
        let model = try ProjectModel(bytes: bytes, project: self.url)
        targets = model.targetDescriptions()
    }

    /// The target called `name`.
    ///
    /// - Throws: ``XcodeProjectError/unknownTarget(name:project:available:)`` listing the targets.
    public func target(named name: String) throws(XcodeProjectError) -> XcodeTarget {
        guard let target = targets.first(where: { $0.name == name }) else {
            throw .unknownTarget(name: name, project: url.lastPathComponent, available: targets.map(\.name))
        }
        return target
    }

    /// The targets a module goes into: `app` and `tests` when given (each must exist); otherwise the
    /// only target that is not a test bundle, and `<app>Tests` or the only unit test bundle.
    ///
    /// - Throws: ``XcodeProjectError/unknownTarget(name:project:available:)`` for a name the
    ///   project lacks, ``XcodeProjectError/ambiguousTarget(project:candidates:)`` when `app` is
    ///   not given and several targets could receive the module.
    public func resolveTargets(app: String?, tests: String?) throws(XcodeProjectError) -> XcodeModuleTargets {
        let appTarget: XcodeTarget
        if let app {
            appTarget = try target(named: app)
        } else {
            let candidates = targets.filter { !$0.isTestBundle }
            guard candidates.count == 1, let only = candidates.first else {
                throw .ambiguousTarget(project: url.lastPathComponent, candidates: candidates.map(\.name))
            }
            appTarget = only
        }
        if let tests {
            return XcodeModuleTargets(app: appTarget.name, tests: try target(named: tests).name)
        }
        let unitTests = targets.filter(\.isUnitTestBundle)
        let conventional = unitTests.first { $0.name == "\(appTarget.name)Tests" }
        return XcodeModuleTargets(app: appTarget.name, tests: conventional?.name ?? (unitTests.count == 1 ? unitTests[0].name : nil))
    }

    /// `projectPath`, a path relative to the project's folder, made relative to `root` (the
    /// folder `viper` runs in), for `viper.json`: `App/Modules` for a project in `root`,
    /// `ios/App/Modules` for one in `root/ios`.
    public func path(_ projectPath: String, relativeTo root: URL) -> String {
        let base = root.standardizedFileURL.pathComponents
        let full = folder.appending(path: projectPath).standardizedFileURL.pathComponents
        guard full.count >= base.count, Array(full.prefix(base.count)) == base else { return full.joined(separator: "/") }
        return full.dropFirst(base.count).joined(separator: "/")
    }

    /// The change that adds `files` to the project: each file into the group that mirrors its
    /// folder (created when missing), sources into `targets.app`'s Compile Sources phase, tests
    /// into `targets.tests`'. Files already in the project and files in synchronized folders are
    /// left as they are. Nothing is written until ``XcodeProjectChange/write()``.
    ///
    /// - Parameters:
    ///   - files: the files, with paths relative to `root`.
    ///   - root: the folder the paths are relative to (where `viper` runs).
    /// - Throws: ``XcodeProjectError`` for a missing target or phase, a file outside the project's
    ///   folder or in a synchronized folder of another target.
    ///   - link: when given, the targets are also checked for VIPERKit, and linked to it in the
    ///     same edit when the request adds (see ``linking(_:targets:)``).
    public func addition(of files: [XcodeMemberFile], to targets: XcodeModuleTargets, root: URL, link: LinkRequest? = nil)
        throws(XcodeProjectError) -> XcodeProjectChange
    {
        var model = try ProjectModel(bytes: bytes, project: url)
        let placements = try model.add(
            files.map { file throws(XcodeProjectError) in
                (file, try relativeComponents(of: file.path, root: root))
            }, targets: targets)
        var report: RuntimeLink?
        if let link { report = try model.link(link, targets: targets) }
        return try change(model, placements: placements, link: report)
    }

    /// The change that links VIPERKit into `targets` as Xcode's "Add Package Dependencies…" does,
    /// when `request.adds`: a package reference (an existing one to VIPERKit is reused, whatever
    /// its version rule), the product `VIPER` in the app target and `VIPERTesting` in the test
    /// target, each with its build file in the target's Frameworks phase. Its ``XcodeProjectChange/link``
    /// says what the targets lacked and what stands in the runtime's way (deployment targets).
    ///
    /// - Throws: ``XcodeProjectError`` for a target the project lacks, or an edit that cannot be
    ///   carried over to the project's text.
    public func linking(_ request: LinkRequest, targets: XcodeModuleTargets) throws(XcodeProjectError) -> XcodeProjectChange {
        var model = try ProjectModel(bytes: bytes, project: url)
        let report = try model.link(request, targets: targets)
        return try change(model, placements: [], link: report)
    }

    /// The change that removes `paths` from the project: their file references, their entries in
    /// every target's build phases, and the groups left empty. Files in synchronized folders and
    /// files the project does not list are left as they are.
    ///
    /// - Parameters:
    ///   - paths: the files, relative to `root`.
    ///   - root: the folder the paths are relative to.
    public func removal(of paths: [String], root: URL) throws(XcodeProjectError) -> XcodeProjectChange {
        var model = try ProjectModel(bytes: bytes, project: url)
        let placements = try model.remove(
            try paths.map { path throws(XcodeProjectError) in
                (path, try relativeComponents(of: path, root: root))
            })
        return try change(model, placements: placements)
    }

    private func change(_ model: ProjectModel, placements: [XcodePlacement], link: RuntimeLink? = nil) throws(XcodeProjectError)
        -> XcodeProjectChange
    {
        XcodeProjectChange(project: url, original: bytes, updated: try model.mergedText(), placements: placements, link: link)
    }

    /// `path`'s components relative to the project's folder.
    private func relativeComponents(of path: String, root: URL) throws(XcodeProjectError) -> [String] {
        let absolute = (path.hasPrefix("/") ? URL(filePath: path) : root.appending(path: path)).standardizedFileURL.pathComponents
        let base = folder.standardizedFileURL.pathComponents
        guard absolute.count > base.count, Array(absolute.prefix(base.count)) == base else {
            throw .outsideProjectFolder(file: path, folder: folder.path)
        }
        return Array(absolute.dropFirst(base.count))
    }
}

/// The targets a module goes into.
public struct XcodeModuleTargets: Sendable, Equatable, Codable {
    /// The target that compiles the module's sources.
    public var app: String
    /// The test bundle that compiles its tests and spies; `nil` when the project has none.
    public var tests: String?

    /// Sources into `app`, tests into `tests`.
    public init(app: String, tests: String?) {
        self.app = app
        self.tests = tests
    }
}
