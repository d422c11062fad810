import Foundation

/// A generated module as the disk has it now: which of the files `viper new` wrote are
/// still there as generated, edited since, or gone. `viper list` marks modules from it and
/// `viper remove` decides from it what it may delete.
public struct ModuleStatus: Sendable, Equatable {
    /// What became of one generated file.
    public enum FileState: String, Sendable, Equatable {
        /// It holds the text `viper new` wrote.
        case unchanged
        /// Its text changed since.
        case edited
        /// It exists, but the manifest holds no hash for it, so no one can tell.
        case unrecorded
        /// It no longer exists.
        case missing
    }

    /// One generated file and its state.
    public struct File: Sendable, Equatable {
        /// Its path, relative to the project root.
        public let path: String
        /// Its state.
        public let state: FileState
    }

    /// The module's manifest entry.
    public let entry: Manifest.Entry
    /// Its files, in manifest order.
    public let files: [File]

    /// The paths of the files in `state`.
    public func paths(_ state: FileState) -> [String] {
        files.filter { $0.state == state }.map(\.path)
    }

    /// Whether every file of the module is gone: its entry outlived it.
    public var isMissing: Bool {
        files.allSatisfy { $0.state == .missing }
    }
}

extension Project {
    /// The state of every module the manifest lists, in manifest order.
    public func moduleStatuses() throws(ProjectError) -> [ModuleStatus] {
        var statuses: [ModuleStatus] = []
        for entry in try loadManifest().modules {
            statuses.append(try status(of: entry))
        }
        return statuses
    }

    /// The state of the module `entry` records, reading each of its files.
    ///
    /// - Throws: ``ProjectError/outsideProject(_:)`` for a path that leaves the project (the
    ///   manifest is a file anyone can edit); ``ProjectError/unreadable(path:reason:)`` for a
    ///   file that cannot be read or is not a regular file.
    public func status(of entry: Manifest.Entry) throws(ProjectError) -> ModuleStatus {
        var files: [ModuleStatus.File] = []
        for file in entry.files {
            let state: ModuleStatus.FileState
            let path = try url(for: file.path, naming: "the manifest path of module '\(entry.name)'").path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                guard !isDirectory.boolValue, file.path.split(separator: "/").contains(where: { $0 != "." }) else {
                    throw .unreadable(path: file.path, reason: "it is a folder, not a file viper new wrote")
                }
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw .unreadable(path: file.path, reason: "the file cannot be opened")
                }
                switch file.isUnchanged([UInt8](data)) {
                case true?: state = .unchanged
                case false?: state = .edited
                case nil: state = .unrecorded
                }
            } else {
                state = .missing
            }
            files.append(ModuleStatus.File(path: file.path, state: state))
        }
        return ModuleStatus(entry: entry, files: files)
    }
}
