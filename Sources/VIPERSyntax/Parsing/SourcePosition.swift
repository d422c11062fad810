/// A 1-based line and column in a source file (columns count UTF-8 bytes, as the compiler does).
public struct SourcePosition: Sendable, Hashable {
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int

    /// A position at a 1-based `line` and `column`.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
