import Testing

@testable import TerminalUI

@Suite("Terminal outputs")
@MainActor
struct OutputTests {
    private func frame(_ text: String, size: TerminalSize = TerminalSize(columns: 20, rows: 3)) -> Canvas {
        var canvas = Canvas(size: size)
        canvas.write(text, row: 1, column: 0, style: .bold)
        return canvas
    }

    @Test("plain output prints each frame as text followed by the separator")
    func plainPrintsSnapshot() {
        var printed = ""
        let output = PlainTextOutput(separator: "--", write: { printed += $0 })
        output.present(frame("Sign in"))
        #expect(printed == "\nSign in\n--\n")
        #expect(output.frames == ["\nSign in"])
    }

    @Test("plain output skips a frame that looks like the last one")
    func plainSkipsRepeats() {
        var printed: [String] = []
        let output = PlainTextOutput(separator: "--", write: { printed.append($0) })
        output.present(frame("a"))
        output.present(frame("a"))
        output.present(frame("b"))
        #expect(printed.count == 2)
        #expect(output.frames == ["\na", "\nb"])
    }

    @Test("plain output prints a repeated frame after invalidate")
    func plainInvalidate() {
        var count = 0
        let output = PlainTextOutput(write: { _ in count += 1 })
        output.present(frame("a"))
        output.invalidate()
        output.present(frame("a"))
        #expect(count == 2)
    }

    @Test("plain output has the standard size and a separator as wide as it by default")
    func plainDefaults() {
        let output = PlainTextOutput(write: { _ in })
        #expect(output.size == TerminalSize(columns: 80, rows: 24))
        #expect(TextWidth.of(output.separator) == 80)
    }

    @Test("plain output never contains an escape character")
    func plainHasNoEscapes() {
        var printed = ""
        let output = PlainTextOutput(write: { printed += $0 })
        var canvas = frame("styled")
        canvas.cursor = Position(row: 1, column: 2)
        canvas.fill(row: 0, style: .reverse)
        output.present(canvas)
        #expect(!printed.contains("\u{1B}"))
    }

    @Test("ANSI output sends the first frame in full and then only changes")
    func ansiDiffs() {
        var writes: [String] = []
        let output = ANSITerminalOutput(
            stylesEnabled: false, size: { TerminalSize(columns: 20, rows: 3) }, write: { writes.append($0) })
        output.present(frame("Sign in"))
        output.present(frame("Sign in"))
        output.present(frame("Sign up"))
        #expect(writes.count == 2)
        #expect(writes[0].hasPrefix("\u{1B}[H\u{1B}[2J"))
        #expect(writes[1] == "\u{1B}[2;6Hup\u{1B}[?25l")
    }

    @Test("ANSI output reports the size its source gives and redraws in full after invalidate")
    func ansiSizeAndInvalidate() {
        var writes: [String] = []
        let output = ANSITerminalOutput(
            stylesEnabled: true, size: { TerminalSize(columns: 33, rows: 7) }, write: { writes.append($0) })
        #expect(output.size == TerminalSize(columns: 33, rows: 7))
        output.present(frame("a"))
        output.invalidate()
        output.present(frame("a"))
        #expect(writes.count == 2)
        #expect(writes[1].hasPrefix("\u{1B}[H\u{1B}[2J"))
    }

    @Test("ANSI output on a terminal sends styles unless NO_COLOR is set")
    func ansiFollowsNoColor() throws {
        let pty = try #require(PseudoTerminal())
        let terminal = RawTerminal(input: pty.terminal, output: pty.terminal)
        #expect(ANSITerminalOutput(terminal: terminal, environment: [:]).stylesEnabled)
        #expect(!ANSITerminalOutput(terminal: terminal, environment: ["NO_COLOR": "1"]).stylesEnabled)

    }

    @Test("ANSI output on a terminal with NO_COLOR writes the text without any SGR sequence")
    func ansiNoColorWritesPlainText() throws {
        let pty = try #require(PseudoTerminal())
        let terminal = RawTerminal(input: pty.terminal, output: pty.terminal)
        let styled = ANSITerminalOutput(terminal: terminal, environment: ["NO_COLOR": ""])
        styled.present(frame("bold", size: styled.size))
        #expect(!selectGraphicRenditions(in: pty.drainOutput()).isEmpty)

        let plain = ANSITerminalOutput(terminal: terminal, environment: ["NO_COLOR": "1"])
        plain.present(frame("bold", size: plain.size))
        let sent = pty.drainOutput()
        #expect(sent.contains("bold"))
        #expect(selectGraphicRenditions(in: sent).isEmpty)
    }

    @Test("ANSI output on a pipe sends no styles")
    func ansiOnPipe() {
        let pipe = TestPipe()
        let terminal = RawTerminal(input: pipe.readEnd, output: pipe.writeEnd)
        #expect(!ANSITerminalOutput(terminal: terminal, environment: [:]).stylesEnabled)
    }
}
