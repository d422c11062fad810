/// A frame under construction: a grid of ``Cell``s, plus where the cursor should show.
///
/// Drawing clips: text never runs past the right edge or a given width, rows outside the
/// canvas are ignored, and a wide character that does not fit whole is not drawn.
/// Control characters in text (tabs, escapes, newlines) are dropped, so data from a
/// server can never inject terminal commands.
///
/// ```swift
/// var canvas = Canvas(size: output.size)
/// canvas.write("Sign in", row: 0, column: 2, style: .bold)
/// canvas.cursor = Position(row: 3, column: 10)
/// output.present(canvas)
/// ```
public struct Canvas: Hashable, Sendable {
    /// The canvas size in cells.
    public let size: TerminalSize
    /// Where the terminal cursor shows after the frame is drawn; `nil` hides it.
    public var cursor: Position?
    private var cells: [Cell]

    /// Creates a blank canvas of `size`.
    public init(size: TerminalSize) {
        self.size = size
        self.cells = Array(repeating: .blank, count: size.columns * size.rows)
    }

    /// Creates a blank canvas of `columns` × `rows`.
    public init(columns: Int, rows: Int) {
        self.init(size: TerminalSize(columns: columns, rows: rows))
    }

    /// The cell at a position; ``Cell/blank`` outside the canvas.
    public subscript(row: Int, column: Int) -> Cell {
        contains(row: row, column: column) ? cells[row * size.columns + column] : .blank
    }

    /// Draws `text` on `row` from `column`, clipped to `width` columns (default: to the
    /// right edge), and returns the column after the last cell drawn.
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol, row: Int, column: Int, style: TextStyle = .plain, width: Int? = nil
    ) -> Int {
        guard (0..<size.rows).contains(row) else { return column }
        let limit = min(size.columns, width.map { column + max(0, $0) } ?? size.columns)
        var x = column
        for character in text {
            let columns = TextWidth.of(character)
            guard columns > 0 else { continue }
            if x + columns > limit { break }
            if x >= 0 { put(character, columns: columns, row: row, column: x, style: style) }
            x += columns
        }
        return max(x, column)
    }

    /// Applies `style` to `width` cells of `row` from `column` (default: to the right
    /// edge), keeping their characters; use it for bars and highlighted rows.
    public mutating func fill(row: Int, column: Int = 0, width: Int? = nil, style: TextStyle) {
        guard (0..<size.rows).contains(row) else { return }
        let start = max(0, column)
        let end = min(size.columns, width.map { column + max(0, $0) } ?? size.columns)
        for x in start..<max(start, end) { cells[row * size.columns + x].style = style }
    }

    /// Blanks every cell of `row`.
    public mutating func clear(row: Int) {
        guard (0..<size.rows).contains(row) else { return }
        for x in 0..<size.columns { cells[row * size.columns + x] = .blank }
    }

    /// The text of `row` without styles or trailing spaces.
    public func text(ofRow row: Int) -> String {
        guard (0..<size.rows).contains(row) else { return "" }
        var line = ""
        for x in 0..<size.columns where !self[row, x].isContinuation {
            line.append(self[row, x].character)
        }
        while line.last == " " { line.removeLast() }
        return line
    }

    /// The whole frame as plain text: one line per row, trailing spaces and trailing
    /// empty rows removed. This is the snapshot tests compare and the non-interactive
    /// mode prints.
    public var plainText: String {
        var lines = (0..<size.rows).map(text(ofRow:))
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    private func contains(row: Int, column: Int) -> Bool {
        (0..<size.rows).contains(row) && (0..<size.columns).contains(column)
    }

    private mutating func put(_ character: Character, columns: Int, row: Int, column: Int, style: TextStyle) {
        let base = row * size.columns
        splitWideCharacter(row: row, column: column)
        splitWideCharacter(row: row, column: column + columns - 1)
        cells[base + column] = Cell(character, style: style)
        if columns == 2 { cells[base + column + 1] = .continuation(style: style) }
    }

    /// Blanks both halves of a wide character when one of them is about to be overwritten.
    private mutating func splitWideCharacter(row: Int, column: Int) {
        let base = row * size.columns
        if cells[base + column].isContinuation {
            cells[base + column - 1] = .blank
            cells[base + column] = .blank
        } else if column + 1 < size.columns, cells[base + column + 1].isContinuation {
            cells[base + column] = .blank
            cells[base + column + 1] = .blank
        }
    }
}
