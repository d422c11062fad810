import Foundation

/// What a database path holds, told from the file's first 100 bytes (the SQLite header)
/// without opening it, and the one place that deletes a Discover database.
///
/// A Discover database carries its marker in the header: `PRAGMA application_id` =
/// ``DiscoverSchema/applicationID``. Reset deletes a file only when it carries that marker,
/// so a folder, a text file or another program's database is never deleted.
enum DatabaseFile {
    /// What the path holds.
    enum Kind: Equatable {
        /// Nothing: the database will be created.
        case missing
        /// A zero-length file, which SQLite treats as a new database.
        case empty
        /// A Discover database (our application id in the header).
        case discover
        /// A SQLite database without an application id: made by an older discover, or by anyone.
        case unmarked
        /// Something else; `reason` says what.
        case foreign(reason: String)
    }

    /// The first 16 bytes of every SQLite 3 database.
    private static let magic = Array("SQLite format 3\0".utf8)

    /// What `path` holds.
    ///
    /// - Throws: ``DatabaseError/isFolder(path:)`` for a folder, ``DatabaseError/fileSystem(path:operation:reason:)`` when it cannot be read.
    static func inspect(_ path: String) throws(DatabaseError) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { return .missing }
            throw .fileSystem(path: path, operation: "inspect", reason: String(cString: strerror(errno)))
        }
        if status.st_mode & S_IFMT == S_IFDIR { throw .isFolder(path: path) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .foreign(reason: "it is not a regular file") }
        guard status.st_size > 0 else { return .empty }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .fileSystem(path: path, operation: "read", reason: "permission denied or the file vanished")
        }
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 100)) ?? Data())
        guard header.count == 100, Array(header.prefix(16)) == magic else {
            return .foreign(reason: "it does not start with the SQLite header")
        }
        // Bytes 68...71: the application id, a big-endian 32-bit integer.
        let applicationID = header[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        switch Int32(bitPattern: applicationID) {
        case DiscoverSchema.applicationID: return .discover
        case 0: return .unmarked
        default:
            return .foreign(reason: "it is a SQLite database of another application (application id 0x\(String(applicationID, radix: 16)))")
        }
    }

    /// Whether `path` holds a Discover database to delete: false for nothing or an empty file.
    ///
    /// - Throws: ``DatabaseError/isFolder(path:)`` or ``DatabaseError/notDiscoverDatabase(path:reason:)``
    ///   for anything that is not a Discover database.
    static func isDeletable(_ path: String) throws(DatabaseError) -> Bool {
        switch try inspect(path) {
        case .missing, .empty:
            return false
        case .discover:
            return true
        case .unmarked:
            throw .notDiscoverDatabase(
                path: path,
                reason:
                    "it is a SQLite database without Discover's application id; if an older discover made it, open it once without --reset so it is marked"
            )
        case .foreign(let reason):
            throw .notDiscoverDatabase(path: path, reason: reason)
        }
    }

    /// Deletes the Discover database at `path` with its `-wal`, `-shm` and `-journal` files; a
    /// missing or empty file is left as it is. Call it only under ``DatabaseFileLock/exclusive(for:_:)``.
    ///
    /// - Throws: what ``isDeletable(_:)`` throws, and nothing is deleted then.
    static func deleteDiscoverDatabase(at path: String) throws(DatabaseError) {
        guard try isDeletable(path) else { return }
        // The database first: if that fails, nothing is lost. Then its companions, which must
        // not outlive it (SQLite would replay a stale `-wal` into the next database of that name).
        for file in [path, path + "-wal", path + "-shm", path + "-journal"] {
            var status = stat()
            guard lstat(file, &status) == 0 else { continue }
            guard status.st_mode & S_IFMT == S_IFREG else {
                throw .notDiscoverDatabase(path: file, reason: "it is not a regular file, so it is not SQLite's")
            }
            guard unlink(file) == 0 else {
                throw .fileSystem(path: file, operation: "delete", reason: String(cString: strerror(errno)))
            }
        }
    }
}
