/// Why the Discover database could not be opened, reset or created.
public enum DatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path names a folder, not a database file.
    case isFolder(path: String)
    /// The file exists but is not a Discover database; `reason` says what it is instead.
    case notDiscoverDatabase(path: String, reason: String)
    /// Other programs hold the database open; `holders` lists them (empty if they did not say who they are).
    case inUse(path: String, holders: [DatabaseHolder])
    /// The file is a Discover database but its pages are damaged or missing; `detail` is SQLite's finding.
    case damaged(path: String, detail: String)
    /// A file could not be created, read or deleted; `reason` is the system's message.
    case fileSystem(path: String, operation: String, reason: String)
    /// The lock file beside the database is not this user's own regular file (a symbolic link, a
    /// folder, a device, another user's file); it is left as it is.
    case unsafeLockFile(path: String, reason: String)
    /// SQLite failed while opening or preparing the database.
    case sqlite(path: String, SQLiteError)
    /// The bundled places could not be read or imported.
    case dataset(String)

    /// `error` from SQLite on `path`: ``damaged(path:detail:)`` when it reports damage, ``sqlite(path:_:)`` otherwise.
    static func from(_ error: SQLiteError, path: String) -> DatabaseError {
        error.isDamage ? .damaged(path: path, detail: error.message) : .sqlite(path: path, error)
    }

    /// What happened and what to do about it.
    public var description: String {
        switch self {
        case .isFolder(let path):
            "\(path) is a folder; give the path of a database file inside it, e.g. \(path.hasSuffix("/") ? path : path + "/")discover.sqlite."
        case .notDiscoverDatabase(let path, let reason):
            "\(path) is not a Discover database (\(reason)); nothing was changed. Choose another --db path, or move that file away yourself."
        case .inUse(let path, let holders):
            "\(path) is in use by \(DatabaseHolder.list(holders)); quit \(holders.count == 1 ? "it" : "them") first, then try again."
        case .damaged(let path, let detail):
            "\(path) is damaged (\(detail)); start over with `discover --reset --db \(path)`, which deletes its accounts and favorites."
        case .fileSystem(let path, let operation, let reason):
            "Cannot \(operation) \(path): \(reason)."
        case .unsafeLockFile(let path, let reason):
            "\(path) is not a lock file Discover can use (\(reason)); nothing was changed. Remove it yourself if it is not needed, then try again."
        case .sqlite(let path, let error):
            "The database \(path) failed: \(error.description)."
        case .dataset(let detail):
            "The bundled places could not be imported: \(detail)."
        }
    }
}
