import Testing

@testable import TerminalUI

@Suite("TextField")
struct TextFieldTests {
    private func typed(_ text: String, into field: TextField = TextField()) -> TextField {
        var field = field
        for character in text { field.handle(.character(character)) }
        return field
    }

    @Test("typing inserts characters and moves the cursor")
    func typing() {
        let field = typed("anna@")
        #expect(field.text == "anna@")
        #expect(field.cursor == 5)
    }

    @Test("typing inserts at the cursor")
    func insertAtCursor() {
        var field = typed("ac")
        field.handle(.left)
        field.handle(.character("b"))
        #expect(field.text == "abc")
        #expect(field.cursor == 2)
    }

    @Test("Backspace removes the character before the cursor")
    func backspace() {
        var field = typed("abc")
        field.handle(.left)
        field.handle(.backspace)
        #expect(field.text == "ac")
        #expect(field.cursor == 1)
    }

    @Test("Backspace at the start and Delete at the end change nothing")
    func deleteAtBounds() {
        var field = typed("ab")
        field.handle(.delete)
        field.handle(.home)
        field.handle(.backspace)
        #expect(field.text == "ab")
        #expect(field.cursor == 0)
    }

    @Test("Delete removes the character under the cursor")
    func forwardDelete() {
        var field = typed("abc")
        field.handle(.home)
        field.handle(.delete)
        #expect(field.text == "bc")
        #expect(field.cursor == 0)
    }

    @Test("the cursor stays within the text")
    func cursorClamped() {
        var field = typed("ab")
        field.handle(.right)
        #expect(field.cursor == 2)
        field.handle(.home)
        field.handle(.left)
        #expect(field.cursor == 0)
        field.handle(.end)
        #expect(field.cursor == 2)
    }

    @Test("Ctrl-U clears before the cursor and Ctrl-K after it")
    func killKeys() {
        var field = typed("hello world")
        for _ in 0..<5 { field.handle(.left) }
        field.handle(.control("k"))
        #expect(field.text == "hello ")
        field.handle(.control("u"))
        #expect(field.text == "")
        #expect(field.cursor == 0)
    }

    @Test("typing stops at the maximum length")
    func maxLength() {
        let field = typed("abcdef", into: TextField(maxLength: 4))
        #expect(field.text == "abcd")
    }

    @Test("initial text longer than the maximum length is cut")
    func initialTextCut() {
        #expect(TextField(text: "abcdef", maxLength: 3).text == "abc")
    }

    @Test("a masked field shows one bullet per character and keeps the real text")
    func masked() {
        let field = typed("s3cr€t", into: TextField(isMasked: true))
        #expect(field.displayText == "••••••")
        #expect(field.text == "s3cr€t")
    }

    @Test("a combining mark typed after a letter joins it and keeps the cursor consistent")
    func combiningMark() {
        let field = typed("e\u{301}x")
        #expect(field.text == "e\u{301}x")
        #expect(field.text.count == 2)
        #expect(field.cursor == 2)
    }

    @Test(
        "keys that are not editing keys are left to the screen", arguments: [Key.enter, .tab, .shiftTab, .up, .down, .escape, .interrupt])
    func nonEditingKeys(key: Key) {
        var field = typed("ab")
        let handled = field.handle(key)
        #expect(!handled)
        #expect(field == typed("ab"))
    }

    @Test("drawing a focused field places the canvas cursor after the text")
    func drawFocused() {
        var canvas = Canvas(columns: 20, rows: 1)
        typed("anna").draw(in: &canvas, row: 0, column: 3, width: 10, isFocused: true)
        #expect(canvas.text(ofRow: 0) == "   anna")
        #expect(canvas.cursor == Position(row: 0, column: 7))
    }

    @Test("drawing a masked field shows bullets only")
    func drawMasked() {
        var canvas = Canvas(columns: 20, rows: 1)
        typed("secret", into: TextField(isMasked: true)).draw(in: &canvas, row: 0, column: 0, width: 10, isFocused: false)
        #expect(canvas.text(ofRow: 0) == "••••••")
    }

    @Test("a long field scrolls so the cursor stays visible within its width")
    func drawScrolls() {
        var canvas = Canvas(columns: 20, rows: 1)
        typed("abcdefghijkl").draw(in: &canvas, row: 0, column: 2, width: 5, isFocused: true)
        #expect(canvas.text(ofRow: 0) == "  ijkl")
        #expect(canvas.cursor == Position(row: 0, column: 6))
    }

    @Test("a long field with the cursor at the start shows the start, clipped to its width")
    func drawClipsAtStart() {
        var field = typed("abcdefghijkl")
        field.handle(.home)
        var canvas = Canvas(columns: 20, rows: 1)
        field.draw(in: &canvas, row: 0, column: 0, width: 5, isFocused: true)
        #expect(canvas.text(ofRow: 0) == "abcde")
        #expect(canvas.cursor == Position(row: 0, column: 0))
    }

    @Test("an empty unfocused field shows its placeholder")
    func placeholder() {
        var canvas = Canvas(columns: 20, rows: 1)
        TextField().draw(in: &canvas, row: 0, column: 0, width: 12, isFocused: false, placeholder: "you@example.com")
        #expect(canvas.text(ofRow: 0) == "you@example…")
        #expect(canvas[0, 0].style == .dim)
    }
}
