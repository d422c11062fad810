import Foundation
import VIPERGenerator
@preconcurrency import XcodeProj

/// A project file decoded by XcodeProj, with every group's folder resolved: the model edits are
/// made on. Lives only for the length of one edit (XcodeProj's objects are not `Sendable`).
struct ProjectModel {
    private let pbxproj: PBXProj
    private let project: PBXProject
    private let mainGroup: PBXGroup
    private var tree: GroupTree
    /// The project as XcodeProj renders it before any edit; rendered when an edit begins.
    private var baseRendering: [UInt8]?
    /// The project file's own text, parsed.
    private let original: PropertyListText
    private let filePath: String

    /// Decodes `bytes`, the `project.pbxproj` of the `.xcodeproj` at `project`.
    init(bytes: [UInt8], project url: URL) throws(XcodeProjectError) {
        filePath = url.appending(path: "project.pbxproj").path
        do {
            original = try PropertyListText(bytes: bytes)
        } catch {
            throw .unreadable(path: filePath, reason: "it is not a property list in the text format Xcode writes (\(error))")
        }
        do {
            pbxproj = try PBXProj(data: Data(bytes))
        } catch {
            throw .unreadable(path: filePath, reason: "\(error)")
        }
        guard let project = try? pbxproj.rootProject(), let mainGroup = project.mainGroup else {
            throw .unreadable(path: filePath, reason: "it has no project object with a main group")
        }
        project.name = url.deletingPathExtension().lastPathComponent
        self.project = project
        self.mainGroup = mainGroup
        tree = GroupTree(mainGroup: mainGroup, folder: url.deletingLastPathComponent().standardizedFileURL.pathComponents)
    }

    /// Renders the project as read, before the first change to the model.
    private mutating func beginEdit() throws(XcodeProjectError) {
        if baseRendering == nil { baseRendering = try Self.render(pbxproj, path: filePath) }
    }

    // MARK: Targets

    /// The project's targets as `viper` describes them.
    func targetDescriptions() -> [XcodeTarget] {
        project.targets.map { target in
            let folders = (target.fileSystemSynchronizedGroups ?? []).compactMap { tree.path(of: $0)?.joined(separator: "/") }
            return XcodeTarget(
                name: target.name, productType: target.productType?.rawValue ?? "",
                moduleName: Self.moduleName(of: target), synchronizedFolders: folders,
                sourceFolder: folders.first ?? commonFolder(of: target)
            )
        }
    }

    /// The top-level folder that holds most of the target's compiled files.
    private func commonFolder(of target: PBXTarget) -> String? {
        let compiled = target.buildPhases.filter { $0 is PBXSourcesBuildPhase }.flatMap { $0.files ?? [] }
        var counts: [String: Int] = [:]
        for file in compiled {
            guard let element = file.file, let path = tree.path(of: element), path.count > 1, path[0] != ".." else { continue }
            counts[path[0], default: 0] += 1
        }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }

    private static func moduleName(of target: PBXTarget) -> String {
        let settings = target.buildConfigurationList?.buildConfigurations.first?.buildSettings ?? [:]
        let declared = settings["PRODUCT_MODULE_NAME"]?.stringValue ?? settings["PRODUCT_NAME"]?.stringValue ?? "$(TARGET_NAME)"
        let resolved = declared.replacingOccurrences(of: "$(TARGET_NAME)", with: target.name)
            .replacingOccurrences(of: "${TARGET_NAME}", with: target.name)
        return XcodeTarget.identifier(from: resolved.contains("$") ? target.name : resolved)
    }

    private func nativeTarget(named name: String) throws(XcodeProjectError) -> PBXTarget {
        guard let target = project.targets.first(where: { $0.name == name }) else {
            throw .unknownTarget(name: name, project: "\(project.name).xcodeproj", available: project.targets.map(\.name))
        }
        return target
    }

    // MARK: Adding

    /// Adds each file to its group and its target's build phase; see ``XcodeProject/addition(of:to:root:)``.
    mutating func add(_ files: [(file: XcodeMemberFile, components: [String])], targets: XcodeModuleTargets) throws(XcodeProjectError)
        -> [XcodePlacement]
    {
        try beginEdit()
        let app = try nativeTarget(named: targets.app)
        var tests: PBXTarget?
        if let name = targets.tests { tests = try nativeTarget(named: name) }
        var placements: [XcodePlacement] = []
        for (file, components) in files {
            let target = file.targetKind == .app ? app : tests
            if let folder = tree.synchronizedFolder(containing: components) {
                if let target { try checkMembership(of: file.path, components: components, in: folder, target: target) }
                placements.append(
                    XcodePlacement(
                        path: file.path, target: target?.name, outcome: .synchronized(folder: folder.path.joined(separator: "/"))))
                continue
            }
            let groupPath = components.dropLast().joined(separator: "/")
            let existing = tree.fileReference(at: components)
            let reference: PBXFileReference
            if let existing { reference = existing } else { reference = try newFileReference(at: components) }
            guard let target else {
                placements.append(
                    XcodePlacement(
                        path: file.path, target: nil, outcome: existing == nil ? .addedToGroupOnly(group: groupPath) : .alreadyPresent))
                continue
            }
            guard let phase = try buildPhase(for: reference, in: target) else {
                placements.append(
                    XcodePlacement(
                        path: file.path, target: target.name,
                        outcome: existing == nil ? .addedToGroupOnly(group: groupPath) : .alreadyPresent))
                continue
            }
            if (phase.files ?? []).contains(where: { $0.file === reference }) {
                placements.append(XcodePlacement(path: file.path, target: target.name, outcome: .alreadyPresent))
                continue
            }
            let buildFile = PBXBuildFile(file: reference)
            pbxproj.add(object: buildFile)
            phase.files = (phase.files ?? []) + [buildFile]
            placements.append(XcodePlacement(path: file.path, target: target.name, outcome: .added(group: groupPath)))
        }
        return placements
    }

    /// A file reference as Xcode writes one (`lastKnownFileType`, `path`, `sourceTree = "<group>"`),
    /// in the group that mirrors its folder.
    private mutating func newFileReference(at components: [String]) throws(XcodeProjectError) -> PBXFileReference {
        let group = try tree.group(for: Array(components.dropLast()), creatingIn: pbxproj)
        let name = components[components.count - 1]
        let reference = PBXFileReference(sourceTree: .group, lastKnownFileType: Self.fileType(of: name), path: name)
        pbxproj.add(object: reference)
        group.children.append(reference)
        tree.register(reference, parent: group, path: components)
        return reference
    }

    private static func fileType(of name: String) -> String {
        let pathExtension = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last ?? "") : ""
        return Xcode.filetype(extension: pathExtension) ?? "text"
    }

    /// The phase a file of this type belongs to: Compile Sources for source code, Copy Bundle
    /// Resources for interface files, asset catalogs and data; none for anything else.
    private func buildPhase(for reference: PBXFileReference, in target: PBXTarget) throws(XcodeProjectError) -> PBXBuildPhase? {
        let type = reference.lastKnownFileType ?? ""
        if type.hasPrefix("sourcecode."), !type.hasSuffix(".h") {
            guard let phase = target.buildPhases.first(where: { $0 is PBXSourcesBuildPhase }) else {
                throw .noSourcesPhase(target: target.name)
            }
            return phase
        }
        let resourceTypes: Set = [
            "file.storyboard", "file.xib", "folder.assetcatalog", "text.json", "text.plist.strings", "text.plist.xml",
        ]
        if resourceTypes.contains(type) {
            return target.buildPhases.first { $0 is PBXResourcesBuildPhase }
        }
        return nil
    }

    private func checkMembership(of file: String, components: [String], in folder: GroupTree.SynchronizedFolder, target: PBXTarget)
        throws(XcodeProjectError)
    {
        let folderPath = folder.path.joined(separator: "/")
        let members = project.targets.filter { ($0.fileSystemSynchronizedGroups ?? []).contains { $0 === folder.group } }
        guard members.contains(where: { $0 === target }) else {
            throw .synchronizedFolderNotInTarget(file: file, folder: folderPath, target: target.name, members: members.map(\.name))
        }
        let inside = components.dropFirst(folder.path.count)
        for exceptions in (folder.group.exceptions ?? []).compactMap({ $0 as? PBXFileSystemSynchronizedBuildFileExceptionSet })
        where exceptions.target === target {
            for excluded in exceptions.membershipExceptions ?? [] {
                let excludedComponents = excluded.split(separator: "/").map(String.init)
                if Array(inside.prefix(excludedComponents.count)) == excludedComponents {
                    throw .excludedBySynchronizedFolder(file: file, folder: folderPath, target: target.name)
                }
            }
        }
    }

    // MARK: Linking

    /// What the module's targets lack of VIPERKit (see ``PackageProductLinker``); the model gains
    /// it when `request.adds`.
    mutating func link(_ request: LinkRequest, targets: XcodeModuleTargets) throws(XcodeProjectError) -> RuntimeLink {
        if request.adds { try beginEdit() }
        let app = try nativeTarget(named: targets.app)
        var tests: PBXTarget?
        if let name = targets.tests { tests = try nativeTarget(named: name) }
        let linker = PackageProductLinker(pbxproj: pbxproj, project: project, fileName: "\(project.name).xcodeproj")
        return linker.link(request.package, app: app, tests: tests, perform: request.adds)
    }

    // MARK: Removing

    /// Removes each file's references, build files and emptied groups; see ``XcodeProject/removal(of:root:)``.
    mutating func remove(_ files: [(path: String, components: [String])]) throws(XcodeProjectError) -> [XcodePlacement] {
        try beginEdit()
        var placements: [XcodePlacement] = []
        for (path, components) in files {
            if let folder = tree.synchronizedFolder(containing: components) {
                placements.append(
                    XcodePlacement(path: path, target: nil, outcome: .synchronized(folder: folder.path.joined(separator: "/"))))
                continue
            }
            let references = tree.fileReferences(at: components)
            guard !references.isEmpty else {
                placements.append(XcodePlacement(path: path, target: nil, outcome: .notInProject))
                continue
            }
            var targetNames: [String] = []
            for reference in references {
                for target in project.targets {
                    for phase in target.buildPhases {
                        let doomed = (phase.files ?? []).filter { $0.file === reference }
                        guard !doomed.isEmpty else { continue }
                        phase.files = (phase.files ?? []).filter { $0.file !== reference }
                        doomed.forEach(pbxproj.delete)
                        if !targetNames.contains(target.name) { targetNames.append(target.name) }
                    }
                }
                pbxproj.buildFiles.filter { $0.file === reference }.forEach(pbxproj.delete)
                removeFromParent(reference)
            }
            placements.append(XcodePlacement(path: path, target: targetNames.first, outcome: .removed))
        }
        return placements
    }

    /// Removes `element` from its group, then every group left empty up to the main group.
    private mutating func removeFromParent(_ element: PBXFileElement) {
        guard let parent = tree.parent(of: element) else { return }
        parent.children.removeAll { $0 === element }
        pbxproj.delete(object: element)
        tree.unregister(element)
        if parent !== mainGroup, parent.children.isEmpty {
            removeFromParent(parent)
        }
    }

    // MARK: Text

    /// The original project text with this model's edits carried over.
    ///
    /// - Throws: ``XcodeProjectError/editNotReproduced(path:reason:)`` when the merged text does
    ///   not read back as the edited model: nothing is written then.
    func mergedText() throws(XcodeProjectError) -> [UInt8] {
        let edited = try Self.render(pbxproj, path: filePath)
        guard let baseRendering, edited != baseRendering else { return original.bytes }
        let merged: [UInt8]
        do {
            merged = try ProjectTextMerge.merge(
                original: original,
                base: PropertyListText(bytes: baseRendering),
                edited: PropertyListText(bytes: edited)
            )
        } catch {
            throw .editNotReproduced(path: filePath, reason: "\(error)")
        }
        let reread: [UInt8]
        do {
            let check = try PBXProj(data: Data(merged))
            try check.rootProject()?.name = project.name
            reread = try Self.render(check, path: filePath)
        } catch {
            throw .editNotReproduced(path: filePath, reason: "the edited text does not read back: \(error)")
        }
        guard reread == edited else {
            throw .editNotReproduced(path: filePath, reason: "the edited text reads back differently from the edit")
        }
        return merged
    }

    private static func render(_ pbxproj: PBXProj, path: String) throws(XcodeProjectError) -> [UInt8] {
        do {
            guard let data = try pbxproj.dataRepresentation() else {
                throw XcodeProjectError.unreadable(path: path, reason: "XcodeProj could not render it")
            }
            return Array(data)
        } catch let error as XcodeProjectError {
            throw error
        } catch {
            throw .unreadable(path: path, reason: "\(error)")
        }
    }
}
