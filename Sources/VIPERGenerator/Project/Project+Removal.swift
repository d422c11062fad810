import Foundation

/// What `viper remove <Module>` is about to do: the module's files by state, the folders
/// they leave empty, and the manifest without the module. ``Project/planRemoval(of:)`` makes
/// one, ``Project/remove(_:force:)`` carries it out, `--dry-run` only prints it.
public struct RemovalPlan: Sendable {
    /// The module's files and their state now.
    public let status: ModuleStatus
    /// The folders left empty once the files are gone, innermost first, relative to the root:
    /// the module's folders and the role folders inside them, never a folder above.
    public let folders: [String]
    /// The manifest as read when planning.
    let manifest: Manifest

    /// The files that will be deleted: every file still there.
    public var filesToDelete: [String] {
        status.files.filter { $0.state != .missing }.map(\.path)
    }

    /// The files only `--force` deletes: edited since generation, or with no recorded hash.
    public var protectedFiles: [String] {
        status.files.filter { $0.state == .edited || $0.state == .unrecorded }.map(\.path)
    }
}

extension Project {
    /// What removing module `name` would delete. Reads, never writes.
    ///
    /// - Throws: ``ProjectError/moduleNotGenerated(name:known:)`` when the manifest does not
    ///   list the module; ``ProjectError/outsideProject(_:)`` when one of its paths is absolute,
    ///   climbs out with `..` or leads out of the project through a symbolic link (the manifest
    ///   is a file anyone can edit, so nothing of such a module is removed, `--force` or not).
    public func planRemoval(of name: String) throws(ProjectError) -> RemovalPlan {
        let manifest = try loadManifest()
        guard let entry = manifest.entry(named: name) else {
            throw .moduleNotGenerated(name: name, known: manifest.modules.map(\.name))
        }
        let status = try status(of: entry)
        var deleted: Set<String> = []
        for file in status.files where file.state != .missing {
            deleted.insert(try url(for: file.path, naming: "the manifest path").path)
        }
        return RemovalPlan(status: status, folders: foldersLeftEmpty(by: deleted, module: name), manifest: manifest)
    }

    /// Deletes the plan's files and the folders they leave empty, and drops the module from the
    /// manifest, all or nothing. Returns the files deleted.
    ///
    /// - Parameter companions: files written in the same transaction, such as the Xcode
    ///   project without the module's files (paths relative to the root, or absolute).
    /// - Throws: ``ProjectError/filesEdited(name:paths:)`` when a file changed since generation
    ///   (or has no recorded hash), unless `force`; nothing is deleted then.
    @discardableResult
    public func remove(_ plan: RemovalPlan, force: Bool, with companions: [GeneratedFile] = []) throws(ProjectError) -> [String] {
        let protected = plan.protectedFiles
        if !force, !protected.isEmpty {
            throw .filesEdited(name: plan.status.entry.name, paths: protected)
        }
        var manifest = plan.manifest
        manifest.remove(named: plan.status.entry.name)
        var transaction = FileTransaction(root: confinedRoot)
        var folders: [URL] = []
        for folder in plan.folders { folders.append(try url(for: folder, naming: "the module folder")) }
        for path in plan.filesToDelete {
            transaction.stageRemoval(at: try url(for: path, naming: "the manifest path"), pruning: folders)
        }
        for file in companions {
            try transaction.stage(file.contents, at: companionURL(for: file.path))
        }
        try transaction.stage(try manifestText(manifest), at: manifestURL)
        try transaction.commit()
        return plan.filesToDelete
    }

    /// The folders that hold only `deleted` files (absolute paths) and such folders, from
    /// each file's folder up to the deepest folder named like the module; innermost first.
    private func foldersLeftEmpty(by deleted: Set<String>, module: String) -> [String] {
        var candidates: Set<String> = []
        for path in deleted {
            let components = URL(filePath: path).deletingLastPathComponent().pathComponents
            guard let moduleIndex = components.lastIndex(of: module) else { continue }
            for end in moduleIndex..<components.count {
                candidates.insert(NSString.path(withComponents: Array(components[...end])))
            }
        }
        var empty: Set<String> = []
        for folder in candidates.sorted(by: { $0.count > $1.count }) {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            let remaining = entries.map { folder + "/" + $0 }.filter { !deleted.contains($0) && !empty.contains($0) }
            if remaining.isEmpty { empty.insert(folder) }
        }
        return empty.sorted { ($0.count, $1) > ($1.count, $0) }.map(relativePath)
    }

    /// `absolute` relative to the root when it lies inside it.
    func relativePath(_ absolute: String) -> String {
        absolute.hasPrefix(root.path + "/") ? String(absolute.dropFirst(root.path.count + 1)) : absolute
    }
}
