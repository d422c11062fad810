import CSQLite
import Foundation

/// One SQLite connection with a cache of prepared statements.
///
/// Not thread-safe on purpose: it is confined to one thread at a time (``DiscoverDatabase``
/// gives each of its connections a thread of its own), so SQLite can be opened in its
/// no-mutex mode. Text is bound and read with its byte length, so a NUL inside a string is
/// kept as data instead of ending the string.
public final class SQLiteConnection {
    private let handle: OpaquePointer
    private var statements: [String: OpaquePointer] = [:]

    /// Opens (creating if needed) the database file at `path` with extended result codes and
    /// a busy timeout of `busyTimeoutMilliseconds`; the caller sets journal mode and pragmas.
    public init(path: String, busyTimeoutMilliseconds: Int32 = 5_000) throws(SQLiteError) {
        var opened: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &opened, flags, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(opened)
            throw SQLiteError(code: code, message: message, context: "opening \(path)")
        }
        handle = opened
        sqlite3_extended_result_codes(handle, 1)
        setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
    }

    /// How long a statement waits for another connection's lock before failing with `SQLITE_BUSY`.
    public func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    deinit {
        for statement in statements.values {
            sqlite3_finalize(statement)
        }
        sqlite3_close_v2(handle)
    }

    /// Runs one or more SQL statements that take no parameters (schema, pragmas).
    public func execute(_ sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        guard code == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(message)
            throw SQLiteError(code: code, message: text, context: sql)
        }
    }

    /// Switches the database to write-ahead logging, waiting at most `milliseconds` for other
    /// connections.
    ///
    /// The busy timeout does not cover this switch. While another connection is inside a write
    /// transaction on a file not yet in WAL, the switch fails with `SQLITE_BUSY` at once: this
    /// connection holds a read lock, and waiting on it could deadlock. That happens when two
    /// first opens of a new file race. So the switch is tried again every 10 ms until it
    /// succeeds or `milliseconds` have passed.
    public func enableWriteAheadLog(waitingAtMost milliseconds: Int32) throws(SQLiteError) {
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int(milliseconds)))
        while true {
            do {
                try execute("PRAGMA journal_mode = WAL")
                return
            } catch {
                guard error.primaryCode == SQLITE_BUSY, ContinuousClock.now < deadline else { throw error }
                usleep(10_000)
            }
        }
    }

    /// Runs `sql` (prepared once, then cached) with `values` bound in order; returns the number of changed rows.
    @discardableResult
    public func run(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> Int {
        _ = try query(sql, values) { _ in () }
        return Int(sqlite3_changes(handle))
    }

    /// Runs `sql` with `values` bound in order and maps each result row with `map`.
    public func query<T>(_ sql: String, _ values: [SQLiteValue] = [], map: (SQLiteRow) throws(SQLiteError) -> T) throws(SQLiteError) -> [T]
    {
        let statement = try prepared(sql)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        try bind(values, to: statement, sql: sql)
        var rows: [T] = []
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return rows }
            guard code == SQLITE_ROW else { throw error(code, sql) }
            rows.append(try map(SQLiteRow(handle: statement)))
        }
    }

    /// Runs `body` in a write transaction (`BEGIN IMMEDIATE`): commits when it returns,
    /// rolls back when it throws.
    public func transaction<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        try run("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try run("COMMIT")
            return result
        } catch {
            _ = try? run("ROLLBACK")
            throw error
        }
    }

    /// Registers a deterministic SQL function of doubles, e.g. a distance, under `name`.
    public func registerFunction(
        _ name: String, argumentCount: Int32,
        _ function: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void
    ) throws(SQLiteError) {
        let code = sqlite3_create_function_v2(
            handle, name, argumentCount, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, function, nil, nil, nil)
        guard code == SQLITE_OK else { throw error(code, "registering function \(name)") }
    }

    /// The prepared statement for `sql`, compiled on first use and cached for the connection's life.
    private func prepared(_ sql: String) throws(SQLiteError) -> OpaquePointer {
        if let cached = statements[sql] { return cached }
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else { throw error(code, sql) }
        statements[sql] = statement
        return statement
    }

    private func bind(_ values: [SQLiteValue], to statement: OpaquePointer, sql: String) throws(SQLiteError) {
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32 =
                switch value {
                case .integer(let number): sqlite3_bind_int64(statement, index, number)
                case .real(let number): sqlite3_bind_double(statement, index, number)
                case .text(let text): Self.bind(text, at: index, to: statement)
                }
            guard code == SQLITE_OK else { throw error(code, sql) }
        }
    }

    /// Binds `text` with its UTF-8 byte count, so an embedded NUL is stored rather than ending it.
    private static func bind(_ text: String, at index: Int32, to statement: OpaquePointer) -> Int32 {
        var text = text
        return text.withUTF8 { bytes in
            // An empty buffer may have no address; SQLite would bind NULL for a nil pointer.
            guard let base = bytes.baseAddress else { return sqlite3_bind_text(statement, index, "", 0, transient) }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                sqlite3_bind_text64(statement, index, characters, sqlite3_uint64(bytes.count), transient, UInt8(SQLITE_UTF8))
            }
        }
    }

    private func error(_ code: Int32, _ context: String) -> SQLiteError {
        SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)), context: context)
    }

    /// SQLite's SQLITE_TRANSIENT: copy bound text before the call returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
