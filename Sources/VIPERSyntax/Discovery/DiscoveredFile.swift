/// A Swift file found by ``SourceDiscovery``, with what `stat` said about it when it was found.
public struct DiscoveredFile: Sendable, Hashable {
    /// The path as the tools report it: relative to the working directory when the root was
    /// given relatively (`Sources/App/LoginPresenter.swift`), absolute when it was absolute.
    public let path: String
    /// The path to open: `path` resolved against the working directory given to the discovery.
    public let diskPath: String
    /// The size in bytes.
    public let size: Int
    /// The last modification time, in nanoseconds since 1970.
    public let modificationTime: Int64

    /// Its size and modification time, as a cache records them.
    public var stamp: FileStamp { FileStamp(size: size, modificationTime: modificationTime) }

    /// Creates a discovered file.
    public init(path: String, diskPath: String, size: Int, modificationTime: Int64) {
        self.path = path
        self.diskPath = diskPath
        self.size = size
        self.modificationTime = modificationTime
    }
}

/// What ``SourceDiscovery`` found under the given paths.
public struct SourceInventory: Sendable {
    /// The Swift files to read, sorted by path, each once (a file reached through two symbolic
    /// links is listed under the first path in sorted order).
    public var files: [DiscoveredFile]
    /// Files and folders that could not be read or followed, one diagnostic each.
    public var diagnostics: [SourceDiagnostic]

    /// Creates an inventory.
    public init(files: [DiscoveredFile], diagnostics: [SourceDiagnostic]) {
        self.files = files
        self.diagnostics = diagnostics
    }
}

/// A path given to a tool that does not exist.
public struct MissingSourcePathError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as given.
    public let path: String

    /// Creates the error.
    public init(path: String) {
        self.path = path
    }

    /// What was expected, what was found, what to do.
    public var description: String {
        "no file or folder at '\(path)'; expected a Swift file or a folder of them, so check the path."
    }
}
