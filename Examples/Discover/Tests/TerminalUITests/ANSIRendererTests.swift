import Testing

@testable import TerminalUI

@Suite("ANSIRenderer")
struct ANSIRendererTests {
    private func canvas(_ lines: [String], columns: Int = 10) -> Canvas {
        var canvas = Canvas(columns: columns, rows: lines.count)
        for (row, line) in lines.enumerated() { canvas.write(line, row: row, column: 0) }
        return canvas
    }

    @Test("the first frame clears the screen and draws every non-blank line")
    func firstFrameInFull() {
        var renderer = ANSIRenderer(stylesEnabled: false)
        let output = renderer.render(canvas(["one", "", "three"]))
        #expect(output == "\u{1B}[H\u{1B}[2J" + "\u{1B}[1;1Hone" + "\u{1B}[3;1Hthree" + "\u{1B}[?25l")
    }

    @Test("an identical frame produces no output")
    func identicalFrame() {
        var renderer = ANSIRenderer(stylesEnabled: true)
        _ = renderer.render(canvas(["one", "two"]))
        #expect(renderer.render(canvas(["one", "two"])) == "")
    }

    @Test("only the changed span of a changed line is sent")
    func changedSpanOnly() {
        var renderer = ANSIRenderer(stylesEnabled: false)
        _ = renderer.render(canvas(["hello", "world", "again"]))
        let output = renderer.render(canvas(["hello", "wOrld", "again"]))
        #expect(output == "\u{1B}[2;2HO\u{1B}[?25l")
    }

    @Test("a span runs from the first to the last changed cell of the line")
    func spanCoversFirstToLast() {
        var renderer = ANSIRenderer(stylesEnabled: false)
        _ = renderer.render(canvas(["abcdef"]))
        #expect(renderer.render(canvas(["aXcdYf"])) == "\u{1B}[1;2HXcdY\u{1B}[?25l")
    }

    @Test("shortening a line overwrites the old text with spaces")
    func shorterLine() {
        var renderer = ANSIRenderer(stylesEnabled: false)
        _ = renderer.render(canvas(["abcdef"]))
        #expect(renderer.render(canvas(["ab"])) == "\u{1B}[1;3H    \u{1B}[?25l")
    }

    @Test("a change next to a wide character resends the whole character")
    func wideCharacterNotCut() {
        var renderer = ANSIRenderer(stylesEnabled: false)
        _ = renderer.render(canvas(["a漢b"]))
        #expect(renderer.render(canvas(["a字b"])) == "\u{1B}[1;2H字\u{1B}[?25l")
    }

    @Test("a frame of another size is drawn in full")
    func resizeRedrawsAll() {
        var renderer = ANSIRenderer(stylesEnabled: false)
        _ = renderer.render(canvas(["abc"], columns: 10))
        #expect(renderer.render(canvas(["abc"], columns: 12)).hasPrefix("\u{1B}[H\u{1B}[2J"))
    }

    @Test("after invalidate the next frame is drawn in full")
    func invalidateRedrawsAll() {
        var renderer = ANSIRenderer(stylesEnabled: false)
        _ = renderer.render(canvas(["abc"]))
        renderer.invalidate()
        #expect(renderer.render(canvas(["abc"])) == "\u{1B}[H\u{1B}[2J\u{1B}[1;1Habc\u{1B}[?25l")
    }

    @Test("styles are sent as SGR sequences and reset at the end")
    func stylesSent() {
        var renderer = ANSIRenderer(stylesEnabled: true)
        var frame = Canvas(columns: 10, rows: 1)
        frame.write("ab", row: 0, column: 0, style: TextStyle(.bold, foreground: .red))
        frame.write("c", row: 0, column: 2)
        #expect(renderer.render(frame) == "\u{1B}[H\u{1B}[2J\u{1B}[1;1H\u{1B}[0;1;31mab\u{1B}[0mc\u{1B}[?25l")
    }

    @Test("with styles disabled no SGR sequence is ever sent")
    func stylesDropped() {
        var renderer = ANSIRenderer(stylesEnabled: false)
        var frame = Canvas(columns: 10, rows: 2)
        frame.write("title", row: 0, column: 0, style: TextStyle([.bold, .reverse], foreground: .blue, background: .white))
        frame.fill(row: 1, style: .reverse)
        let first = renderer.render(frame)
        frame.write("x", row: 1, column: 0, style: .error)
        let second = renderer.render(frame)
        #expect(first.contains("title"))
        #expect(second.contains("x"))
        #expect(selectGraphicRenditions(in: first + second).isEmpty)
    }

    @Test("the SGR scan used above finds styles when they are sent")
    func sgrScanFindsStyles() {
        var renderer = ANSIRenderer(stylesEnabled: true)
        var frame = Canvas(columns: 10, rows: 1)
        frame.write("title", row: 0, column: 0, style: .reverse)
        #expect(selectGraphicRenditions(in: renderer.render(frame)) == ["\u{1B}[0;7m", "\u{1B}[0m"])
    }

    @Test("a cursor position shows the cursor there")
    func cursorShown() {
        var renderer = ANSIRenderer(stylesEnabled: false)
        var frame = canvas(["abc"])
        frame.cursor = Position(row: 0, column: 3)
        #expect(renderer.render(frame).hasSuffix("\u{1B}[1;4H\u{1B}[?25h"))
    }

    @Test("moving only the cursor sends only the cursor")
    func cursorOnlyChange() {
        var renderer = ANSIRenderer(stylesEnabled: false)
        var frame = canvas(["abc"])
        frame.cursor = Position(row: 0, column: 3)
        _ = renderer.render(frame)
        frame.cursor = Position(row: 0, column: 1)
        #expect(renderer.render(frame) == "\u{1B}[1;2H\u{1B}[?25h")
    }
}
