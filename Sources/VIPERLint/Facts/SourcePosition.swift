/// A 1-based line and column in a source file (columns count UTF-8 bytes, as the compiler does).
struct SourcePosition: Sendable, Hashable {
    /// 1-based line.
    var line: Int
    /// 1-based column.
    var column: Int
}
