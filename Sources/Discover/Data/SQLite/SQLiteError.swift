/// A failed SQLite call: the result code and SQLite's own message.
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

    /// "SQLite error 19 (UNIQUE constraint failed: ...) in <context>".
    public var description: String {
        "SQLite error \(code) (\(message)) in \(context)"
    }
}
