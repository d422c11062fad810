import CSQLite
import Foundation

/// The Discover SQLite database: places (imported on first run), users, sessions and favorites.
///
/// Thread safety: every connection belongs to one thread of its own, never to Swift's
/// cooperative pool, so a slow statement holds up neither other queries nor other tasks.
/// One writer thread runs every write, each in one `BEGIN IMMEDIATE` transaction;
/// ``readerCount`` reader threads answer reads side by side (WAL lets them read while the
/// writer writes). At most one heavy read (a text or distance search) runs at a time, so the
/// other readers stay free for quick lookups.
///
/// While the value exists the process holds the database's shared ``DatabaseFileLock``, so
/// `--reset` elsewhere is refused and names this process.
public final class DiscoverDatabase: Sendable {
    /// Reader threads, each with its own connection.
    static let readerCount = 3
    /// How long opening waits for another process's lock: a first run elsewhere may be importing.
    static let openingBusyTimeout: Int32 = 120_000
    /// How long a statement waits for another connection's lock once the database is open.
    static let busyTimeout: Int32 = 5_000

    /// The database file.
    public let url: URL
    private let writer: WorkerPool<SQLiteConnection>
    private let readers: WorkerPool<SQLiteConnection>
    private let lock: DatabaseFileLock

    private init(url: URL, writer: WorkerPool<SQLiteConnection>, readers: WorkerPool<SQLiteConnection>, lock: DatabaseFileLock) {
        self.url = url
        self.writer = writer
        self.readers = readers
        self.lock = lock
    }

    deinit {
        writer.shutdown()
        readers.shutdown()
        // `lock` is released after this, once every connection is closed.
    }

    /// Opens the database at `url`, creating it and importing the bundled places on first run.
    ///
    /// Refuses a folder and a file that is not a Discover database, and checks an existing
    /// file's pages (`PRAGMA quick_check`) before using it. Two processes may open a new path
    /// at once: the second waits for the first to create and import, then uses its data.
    /// `progress` is called during the import (every 1,000 places and at the end) so the app
    /// can draw a progress bar; an interrupted import rolls back and restarts on the next open.
    public static func open(
        at url: URL, progress: @escaping @Sendable (ImportProgress) -> Void = { _ in }
    ) async throws(DatabaseError) -> DiscoverDatabase {
        let url = url.standardizedFileURL.resolvingSymlinksInPath()
        let path = url.path
        if case .foreign(let reason) = try DatabaseFile.inspect(path) {
            throw .notDiscoverDatabase(path: path, reason: reason)
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .fileSystem(
                path: url.deletingLastPathComponent().path, operation: "create the folder", reason: error.localizedDescription)
        }
        let lock = try DatabaseFileLock.shared(for: path)
        let writer = WorkerPool(
            name: "DiscoverDatabase writer", resources: [try connect(path, busyTimeout: openingBusyTimeout)], heavyLimit: 1)
        do throws(DatabaseError) {
            try await prepare(writer, path: path, progress: progress)
            var connections: [SQLiteConnection] = []
            for _ in 0..<readerCount {
                let reader = try connect(path, busyTimeout: busyTimeout)
                do {
                    try reader.execute("PRAGMA query_only = ON")
                } catch {
                    throw DatabaseError.from(error, path: path)
                }
                connections.append(reader)
            }
            let readers = WorkerPool(name: "DiscoverDatabase reader", resources: connections, heavyLimit: 1)
            return DiscoverDatabase(url: url, writer: writer, readers: readers, lock: lock)
        } catch {
            writer.shutdown()
            throw error
        }
    }

    /// Deletes the Discover database at `url` (with its `-wal` and `-shm` files) so the next
    /// ``open(at:progress:)`` creates and imports it anew; does nothing when there is none.
    ///
    /// - Throws: ``DatabaseError/isFolder(path:)`` for a folder, ``DatabaseError/notDiscoverDatabase(path:reason:)``
    ///   for a file without the Discover marker, and ``DatabaseError/inUse(path:holders:)``, naming
    ///   them, while any process has it open. Nothing is deleted then.
    public static func delete(at url: URL) throws(DatabaseError) {
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        // Refused before the lock file is made, so nothing is added beside a file that is not ours.
        guard try DatabaseFile.isDeletable(path) else { return }
        try DatabaseFileLock.exclusive(for: path) { () throws(DatabaseError) in
            try DatabaseFile.deleteDiscoverDatabase(at: path)
        }
    }

    /// Where the app keeps its database: `$XDG_DATA_HOME/discover/discover.sqlite`
    /// (default `~/.local/share/discover/discover.sqlite`).
    public static func defaultURL() -> URL {
        let environment = ProcessInfo.processInfo.environment
        let dataHome =
            environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return dataHome.appendingPathComponent("discover/discover.sqlite")
    }

    /// The result of `PRAGMA integrity_check`: "ok" for an intact file.
    public func integrityCheck() async throws(PlacesError) -> String {
        try await read(.heavy) { connection throws(SQLiteError) in
            try connection.query("PRAGMA integrity_check") { row in row.text(0) }.joined(separator: "\n")
        }
    }

    /// Number of places in the database.
    public func placeCount() async throws(PlacesError) -> Int {
        try await read { connection throws(SQLiteError) in
            try connection.query("SELECT count(*) FROM places") { row in Int(row.int64(0)) }.first ?? 0
        }
    }

    /// Runs `body` on a reader connection (at most one `.heavy` body at a time); SQLite
    /// failures become ``PlacesError/storage(_:)``.
    @discardableResult
    func read<T: Sendable>(
        _ weight: WorkerPool<SQLiteConnection>.Weight = .light,
        _ body: @escaping @Sendable (SQLiteConnection) throws(SQLiteError) -> T
    ) async throws(PlacesError) -> T {
        try await Self.run(readers, weight, body)
    }

    /// Runs `body` in one write transaction on the writer connection; it commits when `body`
    /// returns and rolls back when it throws.
    @discardableResult
    func write<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws(SQLiteError) -> T) async throws(PlacesError) -> T {
        try await Self.run(writer, .light) { connection throws(SQLiteError) in
            try connection.transaction { () throws(SQLiteError) in try body(connection) }
        }
    }

    private static func run<T: Sendable>(
        _ pool: WorkerPool<SQLiteConnection>, _ weight: WorkerPool<SQLiteConnection>.Weight,
        _ body: @escaping @Sendable (SQLiteConnection) throws(SQLiteError) -> T
    ) async throws(PlacesError) -> T {
        let outcome: Result<T, SQLiteError>
        do {
            outcome = try await pool.run(weight) { connection in Result { () throws(SQLiteError) in try body(connection) } }
        } catch {
            throw .storage("the database is closing")
        }
        switch outcome {
        case .success(let value): return value
        case .failure(let error): throw .storage(error.description)
        }
    }

    /// A connection to `path` with the Discover pragmas and the `distance_m` function.
    private static func connect(_ path: String, busyTimeout: Int32) throws(DatabaseError) -> SQLiteConnection {
        do {
            let connection = try SQLiteConnection(path: path, busyTimeoutMilliseconds: busyTimeout)
            // synchronous=FULL: a commit is fsynced before it returns, so a committed write
            // survives a process kill and a power loss alike.
            try connection.execute("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;")
            try connection.registerFunction("distance_m", argumentCount: 4) { context, _, arguments in
                guard let arguments else { return }
                let value = { (index: Int) in sqlite3_value_double(arguments[index]) }
                sqlite3_result_double(context, Coordinate.haversineMeters(value(0), value(1), value(2), value(3)))
            }
            return connection
        } catch {
            throw .from(error, path: path)
        }
    }

    /// Creates or checks the schema, switches to WAL, checks the pages and imports the places,
    /// all on the writer's thread.
    private static func prepare(
        _ writer: WorkerPool<SQLiteConnection>, path: String, progress: @escaping @Sendable (ImportProgress) -> Void
    ) async throws(DatabaseError) {
        let outcome: Result<Void, DatabaseError>
        do {
            outcome = try await writer.run(.light) { connection in
                Result { () throws(DatabaseError) in
                    try DatabaseSetUp(connection: connection, path: path).run(progress: progress)
                    connection.setBusyTimeout(milliseconds: busyTimeout)
                }
            }
        } catch {
            throw .fileSystem(path: path, operation: "open", reason: "the database is closing")
        }
        try outcome.get()
    }
}
