import Foundation
import VIPERToolSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the Swift files under the paths given to a tool: the one file discovery of `lint`,
/// `graph` and `mocks`.
///
/// - Folders are walked recursively; hidden entries (`.git`, `.swiftpm`) are skipped, and so
///   are vendored folders (``SourceSettings/vendoredFolders``) unless turned off.
/// - A folder is never read as a file, whatever its name (`Pods/R.swift/` is a folder).
/// - Symbolic links are followed while they lead inside the project (the working directory) or
///   one of the paths given; a link out of them (to `/`, to another checkout) is reported once
///   and not followed, so nothing outside is read unless the command line names it. A link
///   back into a folder being walked is reported once and not followed, and a file or folder
///   reached through two paths is listed once.
/// - An unlistable folder or a broken link named `.swift` becomes one diagnostic and the walk
///   goes on.
/// - Exclude globs apply to every path; include globs, when given, keep only the paths they
///   match. Globs match the path relative to the working directory.
///
/// Only `readdir` and `stat` are used (no file is opened), so finding the files costs a few
/// microseconds each.
public enum SourceDiscovery {
    /// The Swift files under `paths`, files taken as given (still subject to the globs).
    ///
    /// - Parameters:
    ///   - paths: files or folders, relative to `directory` or absolute.
    ///   - directory: the working directory relative paths start from; nil for the process's.
    ///   - settings: exclusions shared by every tool.
    ///   - include: globs a file must match one of, when not empty.
    ///   - exclude: more globs to skip, on top of `settings`.
    /// - Throws: ``MissingSourcePathError`` when a given path does not exist.
    public static func swiftFiles(
        in paths: [String], relativeTo directory: String? = nil,
        settings: SourceSettings = .default, include: [String] = [],
        exclude: [String] = []
    ) throws(MissingSourcePathError) -> SourceInventory {
        var walker = Walker(settings: settings, include: include, exclude: exclude, directory: directory)
        let roots = paths.map { root in
            let reported = normalised(root)
            let onDisk =
                root.hasPrefix("/") || directory == nil
                ? reported
                : reported == "." ? directory ?? reported : (directory ?? "") + "/" + reported
            return (given: root, reported: reported, onDisk: onDisk)
        }
        walker.boundaries += roots.map { ConfinedRoot(URL(filePath: $0.onDisk)) }
        for (root, reported, onDisk) in roots {
            guard let status = FileStatus(path: onDisk, followLinks: true) else {
                if FileStatus(path: onDisk, followLinks: false) != nil {
                    walker.diagnostics.append(SourceDiagnostic(path: reported, reason: .brokenSymbolicLink))
                    continue
                }
                throw MissingSourcePathError(path: root)
            }
            switch status.kind {
            case .directory: walker.walk(onDisk: onDisk, reported: reported, status: status)
            case .regular: walker.add(onDisk: onDisk, reported: reported, status: status)
            case .symbolicLink, .other: walker.diagnostics.append(SourceDiagnostic(path: reported, reason: .notRegularFile))
            }
        }
        walker.files.sort { $0.path < $1.path }
        return SourceInventory(files: walker.files, diagnostics: walker.diagnostics)
    }

    /// `./Sources//App/` → `Sources/App`; `.` stays `.`.
    static func normalised(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.contains("//") { path = path.replacingOccurrences(of: "//", with: "/") }
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path.isEmpty ? "." : path
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

/// The state of one discovery: what was found, what was visited, what went wrong.
private struct Walker {
    var files: [DiscoveredFile] = []
    var diagnostics: [SourceDiagnostic] = []
    /// The project and the paths given: a symbolic link is followed only into one of them.
    var boundaries: [ConfinedRoot] = []
    private var seenFiles: Set<FileStatus.Identity> = []
    private var walkedFolders: Set<FileStatus.Identity> = []
    /// Folders on the path from the root to the folder being walked.
    private var ancestors: Set<FileStatus.Identity> = []
    private let vendored: Set<String>
    private let excludes: [Glob]
    private let includes: [Glob]
    /// The working directory with a trailing `/`, stripped from absolute paths before globbing.
    private let directoryPrefix: String?

    init(settings: SourceSettings, include: [String], exclude: [String], directory: String?) {
        vendored = settings.excludeVendored ? Set(SourceSettings.vendoredFolders) : []
        excludes = (settings.excludeGlobs + exclude).map(Glob.init)
        includes = include.map(Glob.init)
        directoryPrefix = (directory ?? Self.currentDirectory).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        boundaries = (directory ?? Self.currentDirectory).map { [ConfinedRoot(URL(filePath: $0))] } ?? []
    }

    private static var currentDirectory: String? {
        guard let path = getcwd(nil, 0) else { return nil }
        defer { free(path) }
        return String(cString: path)
    }

    /// The path globs are matched against: relative to the working directory when under it.
    private func globbed(_ reported: String) -> String {
        if let directoryPrefix, reported.hasPrefix(directoryPrefix) { return String(reported.dropFirst(directoryPrefix.count)) }
        return reported
    }

    mutating func add(onDisk: String, reported: String, status: FileStatus) {
        let path = globbed(reported)
        guard !excludes.contains(where: { $0.matches(path) }),
            includes.isEmpty || includes.contains(where: { $0.matches(path) }),
            seenFiles.insert(status.identity).inserted
        else { return }
        files.append(DiscoveredFile(path: reported, diskPath: onDisk, size: status.size, modificationTime: status.modificationTime))
    }

    mutating func walk(onDisk: String, reported: String, status: FileStatus) {
        guard walkedFolders.insert(status.identity).inserted else { return }
        ancestors.insert(status.identity)
        defer { ancestors.remove(status.identity) }
        let entries: [FolderEntry]
        switch FolderListing.entries(of: onDisk) {
        case .success(let listed): entries = listed
        case .failure(let error):
            diagnostics.append(SourceDiagnostic(path: reported, reason: .unreadableFolder(error.message)))
            return
        }
        for entry in entries where !entry.name.hasPrefix(".") {
            let name = entry.name
            let childOnDisk = onDisk.hasSuffix("/") ? onDisk + name : onDisk + "/" + name
            let childReported = reported == "." ? name : (reported.hasSuffix("/") ? reported + name : reported + "/" + name)
            switch entry.kind {
            case .directory:
                guard let child = FileStatus(path: childOnDisk, followLinks: false) else { continue }
                enter(onDisk: childOnDisk, reported: childReported, name: name, status: child)
            case .regular:
                guard name.hasSuffix(".swift"), let child = FileStatus(path: childOnDisk, followLinks: false) else { continue }
                add(onDisk: childOnDisk, reported: childReported, status: child)
            case .symbolicLink:
                followLink(onDisk: childOnDisk, reported: childReported, name: name)
            case .other:
                continue
            }
        }
    }

    private mutating func followLink(onDisk: String, reported: String, name: String) {
        guard let target = FileStatus(path: onDisk, followLinks: true) else {
            if name.hasSuffix(".swift") { diagnostics.append(SourceDiagnostic(path: reported, reason: .brokenSymbolicLink)) }
            return
        }
        let isRead = target.kind == .directory || (target.kind == .regular && name.hasSuffix(".swift"))
        if isRead, let outside = outsideTarget(of: onDisk) {
            diagnostics.append(SourceDiagnostic(path: reported, reason: .symbolicLinkOutside(target: outside)))
            return
        }
        switch target.kind {
        case .directory:
            guard !ancestors.contains(target.identity) else {
                diagnostics.append(SourceDiagnostic(path: reported, reason: .symbolicLinkLoop(target: Self.resolved(onDisk))))
                return
            }
            enter(onDisk: onDisk, reported: reported, name: name, status: target)
        case .regular where name.hasSuffix(".swift"):
            add(onDisk: onDisk, reported: reported, status: target)
        case .regular, .symbolicLink, .other:
            if name.hasSuffix(".swift") { diagnostics.append(SourceDiagnostic(path: reported, reason: .notRegularFile)) }
        }
    }

    /// Where the link at `path` leads when that is outside every boundary; nil when it stays inside.
    private func outsideTarget(of path: String) -> String? {
        let target = ConfinedRoot.resolvedPath(of: path) ?? Self.resolved(path)
        let url = URL(filePath: target)
        return boundaries.contains { $0.contains(url) } ? nil : target
    }

    /// Walks a folder found inside another, unless it is vendored or excluded.
    private mutating func enter(onDisk: String, reported: String, name: String, status: FileStatus) {
        guard !vendored.contains(name) else { return }
        let path = globbed(reported) + "/"
        guard !excludes.contains(where: { $0.matches(path) }) else { return }
        walk(onDisk: onDisk, reported: reported, status: status)
    }

    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}
