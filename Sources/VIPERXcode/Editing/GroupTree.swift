import Foundation
@preconcurrency import XcodeProj

/// The project navigator's tree with the folder each element stands for: paths relative to the
/// folder that holds the `.xcodeproj`, resolved through `sourceTree` the way Xcode does
/// (`<group>` against the parent group, `SOURCE_ROOT` against the project folder, `<absolute>`).
struct GroupTree {
    /// An Xcode 16 synchronized folder and its path.
    struct SynchronizedFolder {
        let group: PBXFileSystemSynchronizedRootGroup
        let path: [String]
    }

    private var paths: [ObjectIdentifier: [String]] = [:]
    private var parents: [ObjectIdentifier: PBXGroup] = [:]
    /// Groups by path; a group with a folder of its own wins over a virtual one at the same path.
    private var groups: [[String]: PBXGroup] = [:]
    private var files: [[String]: [PBXFileReference]] = [:]
    private(set) var synchronizedFolders: [SynchronizedFolder] = []

    /// The tree below `mainGroup` of a project whose folder has `folder` as path components.
    init(mainGroup: PBXGroup, folder: [String]) {
        guard let root = Self.resolve(mainGroup, parentPath: [], folder: folder) else { return }
        visit(mainGroup, path: root, folder: folder)
    }

    private mutating func visit(_ group: PBXGroup, path: [String], folder: [String]) {
        paths[ObjectIdentifier(group)] = path
        if groups[path] == nil || (groups[path]?.path == nil && group.path != nil) {
            groups[path] = group
        }
        for child in group.children {
            parents[ObjectIdentifier(child)] = group
            guard let childPath = Self.resolve(child, parentPath: path, folder: folder) else { continue }
            paths[ObjectIdentifier(child)] = childPath
            switch child {
            case let synchronized as PBXFileSystemSynchronizedRootGroup:
                synchronizedFolders.append(SynchronizedFolder(group: synchronized, path: childPath))
            case is PBXVariantGroup:
                continue
            case let nested as PBXGroup:
                visit(nested, path: childPath, folder: folder)
            case let file as PBXFileReference:
                files[childPath, default: []].append(file)
            default:
                continue
            }
        }
    }

    /// The folder `element` stands for, or `nil` when it is outside the project's folder tree
    /// (built products, SDK files).
    private static func resolve(_ element: PBXFileElement, parentPath: [String], folder: [String]) -> [String]? {
        var base: [String]
        let own = (element.path ?? "").split(separator: "/").map(String.init)
        switch element.sourceTree {
        case .group?, nil: base = parentPath
        case .sourceRoot?: base = []
        case .absolute?:
            guard let path = element.path else { return nil }
            let absolute = URL(filePath: path).standardizedFileURL.pathComponents
            guard absolute.count >= folder.count, Array(absolute.prefix(folder.count)) == folder else { return nil }
            return Array(absolute.dropFirst(folder.count))
        default: return nil
        }
        for component in own {
            switch component {
            case ".", "": continue
            case "..": if base.last.map({ $0 != ".." }) ?? false { base.removeLast() } else { base.append("..") }
            default: base.append(component)
            }
        }
        return base
    }

    /// The folder an element stands for.
    func path(of element: PBXFileElement) -> [String]? {
        paths[ObjectIdentifier(element)]
    }

    /// The group that holds `element`.
    func parent(of element: PBXFileElement) -> PBXGroup? {
        parents[ObjectIdentifier(element)]
    }

    /// The first file reference for the file at `path`.
    func fileReference(at path: [String]) -> PBXFileReference? {
        files[path]?.first
    }

    /// Every file reference for the file at `path` (a project can list a file twice).
    func fileReferences(at path: [String]) -> [PBXFileReference] {
        files[path] ?? []
    }

    /// The synchronized folder that holds `path`, if any.
    func synchronizedFolder(containing path: [String]) -> SynchronizedFolder? {
        synchronizedFolders
            .filter { path.count > $0.path.count && Array(path.prefix($0.path.count)) == $0.path }
            .max { $0.path.count < $1.path.count }
    }

    /// The group for `folder`: the existing one, or new groups (each with its folder's name as
    /// `path`) below the deepest existing group on the way.
    mutating func group(for folder: [String], creatingIn pbxproj: PBXProj) throws(XcodeProjectError) -> PBXGroup {
        var depth = folder.count
        while depth > 0, groups[Array(folder.prefix(depth))] == nil { depth -= 1 }
        guard var group = groups[Array(folder.prefix(depth))] else {
            throw .outsideProjectFolder(file: folder.joined(separator: "/"), folder: "the project's main group")
        }
        for index in depth..<folder.count {
            let created = PBXGroup(children: [], sourceTree: .group, path: folder[index])
            pbxproj.add(object: created)
            group.children.append(created)
            let path = Array(folder.prefix(index + 1))
            parents[ObjectIdentifier(created)] = group
            paths[ObjectIdentifier(created)] = path
            groups[path] = created
            group = created
        }
        return group
    }

    /// Records a file reference added to `parent`.
    mutating func register(_ file: PBXFileReference, parent: PBXGroup, path: [String]) {
        parents[ObjectIdentifier(file)] = parent
        paths[ObjectIdentifier(file)] = path
        files[path, default: []].append(file)
    }

    /// Forgets an element removed from the project.
    mutating func unregister(_ element: PBXFileElement) {
        let identifier = ObjectIdentifier(element)
        if let path = paths[identifier] {
            files[path]?.removeAll { $0 === element }
            if groups[path] === element { groups[path] = nil }
        }
        paths[identifier] = nil
        parents[identifier] = nil
    }
}
