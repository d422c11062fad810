/// A syntax error the parser found, with its 1-based position.
public struct SyntaxError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// 1-based line of the error.
    public let line: Int
    /// 1-based column of the error.
    public let column: Int
    /// What the parser expected or found there.
    public let message: String

    /// Creates a syntax error at a 1-based position.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// The position and message, e.g. `3:7: expected '}' to end class`.
    public var description: String { "\(line):\(column): \(message)" }
}
