import TerminalUI
import VIPER

/// One screen of the terminal app: a module's View, as the app's host sees it.
///
/// Each module's terminal view implements its module's View protocol (it renders the
/// presenter's states and forwards intents) and this protocol, through which the host
/// draws it, feeds it keys or script commands, and ends it. A screen decides nothing:
/// everything it shows comes from a state its presenter rendered.
@MainActor
protocol DiscoverScreen: AnyObject {
    /// What the title bar calls this screen ("Sign in", "Places").
    var title: String { get }
    /// The keys this screen understands, for the footer.
    var keyHints: [KeyHint] { get }
    /// The script verbs this screen understands, with their arguments, for `help`.
    var scriptCommands: [String] { get }
    /// Set by the host: called when the screen's content changed and needs a redraw.
    var needsDisplay: (@MainActor () -> Void)? { get set }

    /// Draws the screen's body into `rows` of `canvas`; the host draws the title bar,
    /// the status line and the footer around it.
    func draw(in canvas: inout Canvas, rows: Range<Int>)
    /// Handles a key; returns false when the screen has no use for it, so the host
    /// may (Escape goes back).
    func handle(_ key: Key) -> Bool
    /// Runs one line of a script on this screen.
    ///
    /// - Throws: ``ScriptError/unknownCommand(_:available:)`` for a verb the screen
    ///   does not know (the host then tries its own), or another ``ScriptError`` for
    ///   a known verb with unusable arguments.
    func perform(_ command: ScriptCommand) throws(ScriptError)

    /// The screen became visible for the first time: starts its presenter.
    func attach()
    /// Returns once work the screen's presenter holds back has started (a debounced
    /// search), so that waiting for the module's scope afterwards waits for all of it.
    func settle() async
}

extension DiscoverScreen {
    /// Nothing held back: a screen whose presenter starts its work at once.
    func settle() async {}

    /// Asks for a redraw when `handled` (a field took the key) and passes it on, so a
    /// screen can `return redrawing(field.handle(key))`.
    func redrawing(_ handled: Bool) -> Bool {
        if handled { needsDisplay?() }
        return handled
    }

    /// Writes a form label at column 2 of `row`: marked "› " and drawn `focusedStyle`
    /// while it has the focus, indented to line up otherwise.
    func drawLabel(
        _ label: String, isFocused: Bool, focusedStyle: TextStyle = .bold, row: Int, in canvas: inout Canvas
    ) {
        canvas.write((isFocused ? "› " : "  ") + label, row: row, column: 2, style: isFocused ? focusedStyle : .plain)
    }

    /// Draws a labelled form field on `row`: the label as ``drawLabel(_:isFocused:focusedStyle:row:in:)``,
    /// the field from `column`, at most 50 wide and clear of the right edge.
    func drawField(
        _ label: String,
        _ field: TextField,
        isFocused: Bool,
        row: Int,
        column: Int,
        placeholder: String = "",
        in canvas: inout Canvas
    ) {
        drawLabel(label, isFocused: isFocused, row: row, in: &canvas)
        field.draw(
            in: &canvas, row: row, column: column, width: min(50, canvas.size.columns - column - 2),
            isFocused: isFocused, placeholder: placeholder)
    }
}
