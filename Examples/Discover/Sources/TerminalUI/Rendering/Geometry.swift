/// A size in terminal cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Cells per line.
    public var columns: Int
    /// Lines on the screen.
    public var rows: Int

    /// Creates a size; negative values count as zero.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// The classic 80 × 24 terminal, the fallback when the size cannot be read.
    public static let standard = TerminalSize(columns: 80, rows: 24)

    /// `"80×24"`.
    public var description: String { "\(columns)×\(rows)" }
}

/// A cell position, counted from zero at the top-left corner.
public struct Position: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 0 at the top.
    public var row: Int
    /// The cell within the line, from 0 at the left.
    public var column: Int

    /// Creates a position.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    /// `"(row 2, column 5)"`.
    public var description: String { "(row \(row), column \(column))" }
}
