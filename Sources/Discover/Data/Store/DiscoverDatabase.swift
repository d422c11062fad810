import CSQLite
import Foundation

/// The Discover SQLite database: places (imported on first run), users and favorites.
///
/// Thread safety: one ``SQLiteConnection`` owned by this actor; every read and write runs on
/// the actor, so the connection is never used from two threads at once. Writes run in one
/// `BEGIN IMMEDIATE` transaction each. Slow work that needs no database (password hashing)
/// runs outside the actor so it never holds up other queries.
public actor DiscoverDatabase {
    private let connection: SQLiteConnection
    /// The database file.
    public nonisolated let url: URL

    private init(url: URL, connection: SQLiteConnection) {
        self.url = url
        self.connection = connection
    }

    /// Opens the database at `url`, creating it and importing the bundled places on first run.
    ///
    /// `progress` is called during the import (every 1,000 places and at the end) so the app
    /// can draw a progress bar; an interrupted import rolls back and restarts on the next open.
    public static func open(
        at url: URL, progress: @escaping @Sendable (ImportProgress) -> Void = { _ in }
    ) async throws(PlacesError) -> DiscoverDatabase {
        let database: DiscoverDatabase
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .storage("cannot create the folder of \(url.path): \(error)")
        }
        do {
            let connection = try SQLiteConnection(path: url.path)
            try connection.registerFunction("distance_m", argumentCount: 4) { context, _, arguments in
                guard let arguments else { return }
                let value = { (index: Int) in sqlite3_value_double(arguments[index]) }
                sqlite3_result_double(context, Coordinate.haversineMeters(value(0), value(1), value(2), value(3)))
            }
            try connection.transaction { () throws(SQLiteError) in
                try connection.execute(DiscoverSchema.statements)
                try connection.execute("PRAGMA user_version = \(DiscoverSchema.version)")
            }
            database = DiscoverDatabase(url: url, connection: connection)
        } catch {
            throw .storage(error.description)
        }
        try await database.importPlacesIfNeeded(progress: progress)
        return database
    }

    /// Where the app keeps its database: `$XDG_DATA_HOME/discover/discover.sqlite`
    /// (default `~/.local/share/discover/discover.sqlite`).
    public static func defaultURL() -> URL {
        let environment = ProcessInfo.processInfo.environment
        let dataHome = environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return dataHome.appendingPathComponent("discover/discover.sqlite")
    }

    /// The result of `PRAGMA integrity_check`: "ok" for an intact file.
    public func integrityCheck() throws(PlacesError) -> String {
        try read { connection throws(SQLiteError) in
            try connection.query("PRAGMA integrity_check") { row in row.text(0) }.joined(separator: "\n")
        }
    }

    /// Number of places in the database.
    public func placeCount() throws(PlacesError) -> Int {
        try read { connection throws(SQLiteError) in
            try connection.query("SELECT count(*) FROM places") { row in Int(row.int64(0)) }.first ?? 0
        }
    }

    /// Runs `body` with the connection; SQLite failures become ``PlacesError/storage(_:)``.
    @discardableResult
    func read<T: Sendable>(_ body: @Sendable (SQLiteConnection) throws(SQLiteError) -> T) throws(PlacesError) -> T {
        do {
            return try body(connection)
        } catch {
            throw .storage(error.description)
        }
    }

    /// Runs `body` in one write transaction; it commits when `body` returns and rolls back when it throws.
    @discardableResult
    func write<T: Sendable>(_ body: @Sendable (SQLiteConnection) throws(SQLiteError) -> T) throws(PlacesError) -> T {
        try read { connection throws(SQLiteError) in
            try connection.transaction { () throws(SQLiteError) in try body(connection) }
        }
    }

    /// Imports the dataset in one transaction with prepared inserts, unless a previous run finished it.
    private func importPlacesIfNeeded(progress: @Sendable (ImportProgress) -> Void) throws(PlacesError) {
        guard try !read({ connection throws(SQLiteError) in try Self.placesImported(connection) }) else { return }
        let records = try PlaceDataset.bundled().records
        progress(ImportProgress(imported: 0, total: records.count))
        // Rank = position in (population DESC, id) order; it keys the full-text index.
        let ranked = records.sorted { ($0.population, -$0.id) > ($1.population, -$1.id) }
        try write { connection throws(SQLiteError) in
            // Another process may have imported while this one parsed the file: then keep its rows.
            guard try !Self.placesImported(connection) else { return }
            for (index, record) in ranked.enumerated() {
                let rank = Int64(index + 1)
                try connection.run(
                    "INSERT INTO places (id, name, ascii_name, country_code, country_name, admin1, latitude, longitude, population, timezone, rank) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [.integer(record.id), .text(record.name), .text(record.asciiName), .text(record.countryCode),
                     .text(record.countryName), .text(record.admin1), .real(record.latitude), .real(record.longitude),
                     .integer(record.population), .text(record.timezone), .integer(rank)])
                try connection.run(
                    "INSERT INTO places_fts (rowid, name, ascii_name) VALUES (?, ?, ?)",
                    [.integer(rank), .text(record.name), .text(record.asciiName)])
                try connection.run(
                    "INSERT INTO places_geo (id, min_lat, max_lat, min_lon, max_lon) VALUES (?, ?, ?, ?, ?)",
                    [.integer(record.id), .real(record.latitude), .real(record.latitude), .real(record.longitude), .real(record.longitude)])
                if (index + 1) % 1_000 == 0 {
                    progress(ImportProgress(imported: index + 1, total: records.count))
                }
            }
            try connection.run("INSERT INTO meta (key, value) VALUES ('places_imported', ?)", [.text(String(records.count))])
        }
        progress(ImportProgress(imported: records.count, total: records.count))
    }

    private static func placesImported(_ connection: SQLiteConnection) throws(SQLiteError) -> Bool {
        try !connection.query("SELECT 1 FROM meta WHERE key = 'places_imported'") { _ in () }.isEmpty
    }
}
