import CSQLite

/// A failed SQLite call: the result code, SQLite's own message and what to do about it.
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// SQLite's (extended) result code, e.g. 19 for a constraint violation.
    public let code: Int32
    /// SQLite's message for the failure.
    public let message: String
    /// The SQL being run, or the operation, when the failure happened.
    public let context: String

    /// A failure with SQLite's `code` and `message` while running `context`.
    public init(code: Int32, message: String, context: String) {
        self.code = code
        self.message = message
        self.context = context
    }

    /// The primary result code (the low byte of an extended code), e.g. `SQLITE_BUSY` for `SQLITE_BUSY_SNAPSHOT`.
    public var primaryCode: Int32 { code & 0xFF }

    /// Whether the file is damaged or is not a database at all.
    public var isDamage: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }

    /// What most likely caused the failure and what to do, named from the result code; nil
    /// when the code says nothing beyond SQLite's message.
    public var hint: String? {
        switch primaryCode {
        case SQLITE_BUSY, SQLITE_LOCKED:
            "another connection kept the database locked for longer than the wait allows; retry, or stop the other program using this file"
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            "the file is damaged; start over with `discover --reset` (this deletes its accounts and favorites)"
        case SQLITE_FULL:
            "the disk is full; free some space and retry"
        case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_READONLY, SQLITE_AUTH:
            "check that the file and its folder exist and that you may write to them"
        case SQLITE_IOERR:
            "the operating system reported an I/O error; check the disk"
        case SQLITE_NOMEM:
            "the process ran out of memory"
        case SQLITE_INTERRUPT:
            "the statement ran past its time budget and was stopped"
        default:
            nil
        }
    }

    /// "SQLite error 5 (database is locked) in <context>; <hint>".
    public var description: String {
        "SQLite error \(code) (\(message)) in \(context)" + (hint.map { "; \($0)" } ?? "")
    }
}
