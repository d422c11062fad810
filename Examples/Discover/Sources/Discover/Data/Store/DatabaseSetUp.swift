import Foundation

/// Makes a connection's database ready: schema, journal mode, page check, places.
///
/// Every step is safe to run from two processes on one new file at once: the schema is
/// created in one `BEGIN IMMEDIATE` transaction with `IF NOT EXISTS` (the second process
/// waits, then finds it made), and the import re-checks inside its transaction whether the
/// other process finished it first.
struct DatabaseSetUp {
    let connection: SQLiteConnection
    let path: String

    /// What the schema step found.
    private enum Found {
        case ready
        case foreign(String)
    }

    /// Runs every step in order.
    func run(progress: @Sendable (ImportProgress) -> Void) throws(DatabaseError) {
        if case .foreign(let reason) = try sqlite({ () throws(SQLiteError) in try createSchema() }) {
            throw .notDiscoverDatabase(path: path, reason: reason)
        }
        // WAL, set after the schema: the marker is then in the main file from the first commit
        // on, where `--reset` reads it. Readers never block the writer in WAL. Another first
        // open may be inside its schema transaction: the switch waits for it as opening does.
        try sqlite { () throws(SQLiteError) in
            try connection.enableWriteAheadLog(waitingAtMost: DiscoverDatabase.openingBusyTimeout)
        }
        try checkPages()
        try importPlacesIfNeeded(progress: progress)
    }

    /// Creates the tables, or checks that an existing file is ours and adds what a newer schema needs.
    private func createSchema() throws(SQLiteError) -> Found {
        try connection.transaction { () throws(SQLiteError) -> Found in
            let applicationID = try connection.query("PRAGMA application_id") { Int32(truncatingIfNeeded: $0.int64(0)) }.first ?? 0
            let version = try connection.query("PRAGMA user_version") { Int($0.int64(0)) }.first ?? 0
            let tables = Set(try connection.query("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.text(0) })
            switch applicationID {
            case DiscoverSchema.applicationID:
                guard version <= DiscoverSchema.version else {
                    return .foreign("a newer discover made it (schema \(version); this one knows up to \(DiscoverSchema.version))")
                }
            case 0 where tables.isEmpty:
                break
            case 0 where version == 1 && tables.isSuperset(of: DiscoverSchema.firstVersionTables):
                break
            case 0:
                return .foreign("it is a SQLite database of another program: it has tables but no Discover marker")
            default:
                return .foreign("it is a SQLite database of another application (application id \(applicationID))")
            }
            try connection.execute(DiscoverSchema.statements)
            try connection.execute(
                "PRAGMA application_id = \(DiscoverSchema.applicationID); PRAGMA user_version = \(DiscoverSchema.version)")
            return .ready
        }
    }

    /// `PRAGMA quick_check`: a truncated or overwritten file is refused here, with a hint to reset it.
    private func checkPages() throws(DatabaseError) {
        let findings = try sqlite { () throws(SQLiteError) in
            try connection.query("PRAGMA quick_check") { $0.text(0) }
        }
        guard findings == ["ok"] else {
            throw .damaged(path: path, detail: findings.prefix(3).joined(separator: "; "))
        }
    }

    /// Imports the dataset in one transaction with prepared inserts, unless a previous run finished it.
    private func importPlacesIfNeeded(progress: @Sendable (ImportProgress) -> Void) throws(DatabaseError) {
        guard try !sqlite({ () throws(SQLiteError) in try placesImported() }) else { return }
        let records = try PlaceDataset.bundled().records
        progress(ImportProgress(imported: 0, total: records.count))
        // Rank = position in (population DESC, id) order; it keys the full-text index.
        let ranked = records.sorted { ($0.population, -$0.id) > ($1.population, -$1.id) }
        try sqlite { () throws(SQLiteError) in
            try connection.transaction { () throws(SQLiteError) in
                // Another process may have imported while this one parsed the file: then keep its rows.
                guard try !placesImported() else { return }
                for (index, record) in ranked.enumerated() {
                    try insert(record, rank: Int64(index + 1))
                    if (index + 1) % 1_000 == 0 {
                        progress(ImportProgress(imported: index + 1, total: records.count))
                    }
                }
                try connection.run("INSERT INTO meta (key, value) VALUES ('places_imported', ?)", [.text(String(records.count))])
            }
        }
        progress(ImportProgress(imported: records.count, total: records.count))
    }

    private func insert(_ record: PlaceDataset.Record, rank: Int64) throws(SQLiteError) {
        try connection.run(
            "INSERT INTO places (id, name, ascii_name, country_code, country_name, admin1, latitude, longitude, population, timezone, rank) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                .integer(record.id), .text(record.name), .text(record.asciiName), .text(record.countryCode),
                .text(record.countryName), .text(record.admin1), .real(record.latitude), .real(record.longitude),
                .integer(record.population), .text(record.timezone), .integer(rank),
            ])
        try connection.run(
            "INSERT INTO places_fts (rowid, name, ascii_name) VALUES (?, ?, ?)",
            [.integer(rank), .text(record.name), .text(record.asciiName)])
        try connection.run(
            "INSERT INTO places_geo (id, min_lat, max_lat, min_lon, max_lon) VALUES (?, ?, ?, ?, ?)",
            [.integer(record.id), .real(record.latitude), .real(record.latitude), .real(record.longitude), .real(record.longitude)])
    }

    private func placesImported() throws(SQLiteError) -> Bool {
        try !connection.query("SELECT 1 FROM meta WHERE key = 'places_imported'") { _ in () }.isEmpty
    }

    /// Runs a SQLite step: damage becomes ``DatabaseError/damaged(path:detail:)``, anything else
    /// ``DatabaseError/sqlite(path:_:)`` (its message names the cause: lock, disk full, permissions).
    private func sqlite<T>(_ body: () throws(SQLiteError) -> T) throws(DatabaseError) -> T {
        do {
            return try body()
        } catch {
            throw .from(error, path: path)
        }
    }
}
