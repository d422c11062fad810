import Testing

@testable import TerminalUI

@Suite("Title bar, key hints and status line")
struct BarWidgetTests {
    @Test("the title bar shows the title left and the note right, reversed across the width")
    func titleBar() {
        var canvas = Canvas(columns: 30, rows: 1)
        TitleBar("Discover", trailing: "anna@example").draw(in: &canvas, row: 0)
        #expect(canvas.text(ofRow: 0) == " Discover        anna@example")
        #expect(canvas[0, 29].style.attributes.contains(.reverse))
        #expect(canvas[0, 1].style.attributes == [.reverse, .bold])
    }

    @Test("a narrow title bar keeps the title and cuts the note")
    func titleBarNarrow() {
        var canvas = Canvas(columns: 16, rows: 1)
        TitleBar("Discover", trailing: "anna@example").draw(in: &canvas, row: 0)
        #expect(canvas.text(ofRow: 0) == " Discover  ann…")
        var tiny = Canvas(columns: 8, rows: 1)
        TitleBar("Discover", trailing: "anna").draw(in: &tiny, row: 0)
        #expect(tiny.text(ofRow: 0) == " Disco…")
    }

    @Test("the footer shows hints in order and leaves out whole hints that do not fit")
    func footer() {
        let footer = KeyHintFooter([KeyHint("Enter", "sign in"), KeyHint("Tab", "next"), KeyHint("Esc", "back")])
        var canvas = Canvas(columns: 30, rows: 1)
        footer.draw(in: &canvas, row: 0)
        #expect(canvas.text(ofRow: 0) == "Enter sign in  Tab next")
        #expect(footer.fittingHints(width: 32).count == 2)
        #expect(footer.fittingHints(width: 33).count == 3)
        #expect(canvas[0, 0].style == .bold)
        #expect(canvas[0, 6].style == .dim)
    }

    @Test("a loading status shows a spinner frame that advances with the tick")
    func loading() {
        let status = StatusLine.loading("Signing in…")
        #expect(status.text(tick: 0) == "⠋ Signing in…")
        #expect(status.text(tick: 1) == "⠙ Signing in…")
        #expect(status.text(tick: StatusLine.spinnerFrames.count) == status.text(tick: 0))
        #expect(status.text(tick: -1) == "⠏ Signing in…")
    }

    @Test("an error status is marked, styled and cut to the width")
    func error() {
        var canvas = Canvas(columns: 20, rows: 1)
        StatusLine.error("Email or password is incorrect.").draw(in: &canvas, row: 0)
        #expect(canvas.text(ofRow: 0) == "✗ Email or password…")
        #expect(canvas[0, 0].style.foreground == .red)
    }

    @Test("an idle status draws nothing")
    func idle() {
        var canvas = Canvas(columns: 10, rows: 1)
        StatusLine.idle.draw(in: &canvas, row: 0)
        #expect(canvas == Canvas(columns: 10, rows: 1))
    }
}
