/// Turns successive ``Canvas`` frames into the ANSI text that updates a terminal.
///
/// The first frame, a frame of another size, or any frame after ``invalidate()``
/// clears the screen and draws everything. After that only the changed span of each
/// changed line is sent, so typing a character in a field sends a few bytes, not a
/// screen. A frame identical to the last one, cursor included, produces `""`.
///
/// When `stylesEnabled` is false no Select Graphic Rendition sequence is ever sent.
public struct ANSIRenderer: Sendable {
    /// Whether bold, dim, reverse and colours are sent.
    public let stylesEnabled: Bool
    private var previous: Canvas?

    /// Creates a renderer that has drawn nothing yet.
    public init(stylesEnabled: Bool) {
        self.stylesEnabled = stylesEnabled
    }

    /// Forgets the last frame so the next one is drawn in full (after a resize, Ctrl-L,
    /// or anything else that may have written to the screen).
    public mutating func invalidate() {
        previous = nil
    }

    /// The ANSI text that turns the screen showing the last frame into `canvas`.
    public mutating func render(_ canvas: Canvas) -> String {
        defer { previous = canvas }
        var output = ANSIText(stylesEnabled: stylesEnabled)
        guard let previous, previous.size == canvas.size else {
            output.append(ANSIControl.clearScreen)
            for row in 0..<canvas.size.rows {
                guard let end = lastNonBlankColumn(in: canvas, row: row) else { continue }
                output.moveTo(row: row, column: 0)
                output.appendCells(of: canvas, row: row, columns: 0...end)
            }
            output.finish(cursor: canvas.cursor)
            return output.text
        }
        for row in 0..<canvas.size.rows {
            guard let span = changedSpan(from: previous, to: canvas, row: row) else { continue }
            output.moveTo(row: row, column: span.lowerBound)
            output.appendCells(of: canvas, row: row, columns: span)
        }
        if output.text.isEmpty && previous.cursor == canvas.cursor { return "" }
        output.finish(cursor: canvas.cursor)
        return output.text
    }

    private func lastNonBlankColumn(in canvas: Canvas, row: Int) -> Int? {
        (0..<canvas.size.columns).last { canvas[row, $0] != .blank }
    }

    /// The columns of `row` that differ, widened so no wide character is cut in half.
    private func changedSpan(from old: Canvas, to new: Canvas, row: Int) -> ClosedRange<Int>? {
        let columns = 0..<new.size.columns
        guard var first = columns.first(where: { old[row, $0] != new[row, $0] }),
            var last = columns.last(where: { old[row, $0] != new[row, $0] })
        else { return nil }
        while first > 0 && (new[row, first].isContinuation || old[row, first].isContinuation) { first -= 1 }
        while last + 1 < new.size.columns && (new[row, last + 1].isContinuation || old[row, last + 1].isContinuation) {
            last += 1
        }
        return first...last
    }
}

/// ANSI control sequences the renderer and the terminal session send.
enum ANSIControl {
    static let clearScreen = "\u{1B}[H\u{1B}[2J"
    static let resetStyle = "\u{1B}[0m"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"

    /// Moves the cursor; the terminal counts from 1, positions count from 0.
    static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }
}

/// Accumulates ANSI output, sending a style change only when the style changes.
private struct ANSIText {
    let stylesEnabled: Bool
    var text = ""
    private var currentStyle = TextStyle.plain

    init(stylesEnabled: Bool) {
        self.stylesEnabled = stylesEnabled
    }

    mutating func append(_ control: String) {
        text += control
    }

    mutating func moveTo(row: Int, column: Int) {
        text += ANSIControl.moveTo(row: row, column: column)
    }

    mutating func appendCells(of canvas: Canvas, row: Int, columns: ClosedRange<Int>) {
        for column in columns {
            let cell = canvas[row, column]
            guard !cell.isContinuation else { continue }
            if stylesEnabled && cell.style != currentStyle {
                text += cell.style.selectGraphicRendition
                currentStyle = cell.style
            }
            text.append(cell.character)
        }
    }

    mutating func finish(cursor: Position?) {
        if currentStyle != .plain {
            text += ANSIControl.resetStyle
            currentStyle = .plain
        }
        if let cursor {
            text += ANSIControl.moveTo(row: cursor.row, column: cursor.column) + ANSIControl.showCursor
        } else {
            text += ANSIControl.hideCursor
        }
    }
}
