/// A 1-based line and column in a source file (columns count UTF-8 bytes, as the compiler does).
public struct SourcePosition: Codable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Positions order by line, then column.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
