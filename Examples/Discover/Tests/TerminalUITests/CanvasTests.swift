import Testing

@testable import TerminalUI

@Suite("Canvas")
struct CanvasTests {
    @Test("text is drawn at its row and column")
    func drawsText() {
        var canvas = Canvas(columns: 10, rows: 2)
        canvas.write("hi", row: 1, column: 3)
        #expect(canvas.plainText == "\n   hi")
    }

    @Test("write returns the column after the last cell drawn")
    func returnsNextColumn() {
        var canvas = Canvas(columns: 20, rows: 1)
        #expect(canvas.write("漢a", row: 0, column: 2) == 5)
    }

    @Test("text is clipped at the right edge")
    func clipsAtEdge() {
        var canvas = Canvas(columns: 5, rows: 1)
        canvas.write("overflowing", row: 0, column: 2)
        #expect(canvas.text(ofRow: 0) == "  ove")
    }

    @Test("text is clipped to the given width")
    func clipsToWidth() {
        var canvas = Canvas(columns: 20, rows: 1)
        canvas.write("abcdef", row: 0, column: 1, width: 3)
        #expect(canvas.text(ofRow: 0) == " abc")
    }

    @Test("a wide character that does not fit whole is not drawn")
    func wideCharacterAtEdge() {
        var canvas = Canvas(columns: 5, rows: 1)
        canvas.write("ab漢漢", row: 0, column: 0)
        #expect(canvas.text(ofRow: 0) == "ab漢")
        #expect(!canvas[0, 4].isContinuation)
    }

    @Test("rows outside the canvas are ignored", arguments: [-1, 3])
    func rowsOutside(row: Int) {
        var canvas = Canvas(columns: 5, rows: 3)
        canvas.write("x", row: row, column: 0)
        #expect(canvas == Canvas(columns: 5, rows: 3))
    }

    @Test("text starting left of the canvas shows only its visible part")
    func negativeColumn() {
        var canvas = Canvas(columns: 5, rows: 1)
        canvas.write("abcdef", row: 0, column: -2)
        #expect(canvas.text(ofRow: 0) == "cdef")
    }

    @Test("control characters in text are dropped")
    func dropsControls() {
        var canvas = Canvas(columns: 20, rows: 1)
        canvas.write("a\u{1B}[2Jb\tc\n", row: 0, column: 0)
        #expect(canvas.text(ofRow: 0) == "a[2Jbc")
    }

    @Test("overwriting half of a wide character blanks the other half")
    func overwriteWideHalf() {
        var canvas = Canvas(columns: 6, rows: 1)
        canvas.write("漢字", row: 0, column: 0)
        canvas.write("x", row: 0, column: 1)
        #expect(canvas.text(ofRow: 0) == " x字")
        canvas.write("y", row: 0, column: 2)
        #expect(canvas.text(ofRow: 0) == " xy")
    }

    @Test("fill styles cells and keeps their characters")
    func fillKeepsCharacters() {
        var canvas = Canvas(columns: 6, rows: 1)
        canvas.write("abc", row: 0, column: 0)
        canvas.fill(row: 0, column: 1, width: 10, style: .reverse)
        #expect(canvas[0, 0].style == .plain)
        #expect(canvas[0, 1] == Cell("b", style: .reverse))
        #expect(canvas[0, 5].style == .reverse)
        #expect(canvas.text(ofRow: 0) == "abc")
    }

    @Test("clearing a row blanks it")
    func clearRow() {
        var canvas = Canvas(columns: 4, rows: 1)
        canvas.write("abcd", row: 0, column: 0, style: .bold)
        canvas.clear(row: 0)
        #expect(canvas == Canvas(columns: 4, rows: 1))
    }

    @Test("the plain-text snapshot drops trailing spaces and trailing empty rows but keeps inner ones")
    func plainTextSnapshot() {
        var canvas = Canvas(columns: 10, rows: 5)
        canvas.write("top", row: 0, column: 0)
        canvas.write("mid", row: 2, column: 1, style: .bold)
        #expect(canvas.plainText == "top\n\n mid")
    }

    @Test("cells outside the canvas read as blank")
    func outsideReadsBlank() {
        let canvas = Canvas(columns: 2, rows: 2)
        #expect(canvas[5, 5] == .blank)
        #expect(canvas[-1, 0] == .blank)
    }
}
