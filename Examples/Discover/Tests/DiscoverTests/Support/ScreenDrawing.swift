import TerminalUI
@testable import Discover

/// Draws `screen`'s body where the host puts it on an 80×24 terminal: rows 1 to 22,
/// between the host's title bar (row 0) and its footer (row 23).
@MainActor
func drawStandard(_ screen: any DiscoverScreen) -> Canvas {
    var canvas = Canvas(size: .standard)
    screen.draw(in: &canvas, rows: 1..<23)
    return canvas
}

/// The body's lines that break the 80×24 layout: text in the host's rows (0 and 23) or
/// wider than 80 columns; empty when the body fits.
func linesOutsideStandard(_ canvas: Canvas) -> [String] {
    let lines = (0..<canvas.size.rows).map(canvas.text(ofRow:))
    return lines.enumerated().compactMap { row, line in
        let inHostRows = (row == 0 || row == 23) && !line.isEmpty
        return inHostRows || TextWidth.of(line) > 80 ? "row \(row): \(line)" : nil
    }
}
