import Testing

import TerminalUI

/// A sign-in form written the way an app's view should be: it draws the state it is
/// given, keeps only presentation state (field contents, focus), and forwards intents.
/// The documentation quotes this type, so it is compiled and tested, never pasted.
@MainActor
final class SignInFormView {
    enum Field: CaseIterable, Hashable, Sendable { case email, password, submit }

    /// What the presenter decides; the view only draws it.
    enum State: Equatable {
        case idle
        case loading
        case failed(String)
    }

    private let output: any TerminalOutput
    private let submit: (_ email: String, _ password: String) -> Void
    private var email = TextField(maxLength: 64)
    private var password = TextField(isMasked: true, maxLength: 64)
    private var focus = FormFocus(Field.email)
    private var state = State.idle

    init(output: any TerminalOutput, submit: @escaping (_ email: String, _ password: String) -> Void) {
        self.output = output
        self.submit = submit
    }

    func render(_ state: State) {
        self.state = state
        draw()
    }

    /// Draws the last state again (after a resize or Ctrl-L).
    func redraw() {
        draw()
    }

    func handle(_ key: Key) {
        switch key {
        case .tab, .shiftTab: focus.handle(key)
        case .enter: submit(email.text, password.text)
        default:
            if focus.isFocused(.email) { email.handle(key) }
            if focus.isFocused(.password) { password.handle(key) }
        }
        draw()
    }

    private func draw() {
        var canvas = Canvas(size: output.size)
        let width = canvas.size.columns
        TitleBar("Discover", trailing: "Sign in").draw(in: &canvas, row: 0)
        drawField("Email", email, .email, row: 2, in: &canvas)
        drawField("Password", password, .password, row: 3, in: &canvas)
        let button = (focus.isFocused(.submit) ? "› " : "  ") + "[ Sign in ]"
        canvas.write(button, row: 5, column: 2, style: focus.isFocused(.submit) ? .reverse : .bold)
        let status: StatusLine =
            switch state {
            case .idle: .idle
            case .loading: .loading("Signing in…")
            case .failed(let message): .error(message)
            }
        status.draw(in: &canvas, row: canvas.size.rows - 2, column: 1, width: width - 2)
        KeyHintFooter([KeyHint("Enter", "sign in"), KeyHint("Tab", "next field"), KeyHint("Ctrl-C", "quit")])
            .draw(in: &canvas, row: canvas.size.rows - 1, column: 1)
        output.present(canvas)
    }

    private func drawField(_ label: String, _ field: TextField, _ name: Field, row: Int, in canvas: inout Canvas) {
        let isFocused = focus.isFocused(name)
        canvas.write((isFocused ? "› " : "  ") + label, row: row, column: 2, style: isFocused ? .bold : .plain)
        field.draw(in: &canvas, row: row, column: 14, width: 40, isFocused: isFocused)
    }
}

@Suite("Example: a sign-in form view")
@MainActor
struct SignInFormExampleTests {
    @Test("typed keys fill the fields, Tab moves the focus and Enter forwards the credentials")
    func formFlow() {
        let output = PlainTextOutput(size: TerminalSize(columns: 40, rows: 10), write: { _ in })
        var submitted: [String] = []
        let view = SignInFormView(output: output) { submitted.append("\($0) \($1)") }
        view.render(.idle)
        var decoder = KeyDecoder()
        for key in decoder.decode(Array("anna@example.com\tsecret\r".utf8)) { view.handle(key) }
        #expect(submitted == ["anna@example.com secret"])
        view.render(.failed("Email or password is incorrect."))
        let failed = output.frames.last
        view.redraw()
        #expect(output.frames.last == failed)
        #expect(
            output.frames.last == """
                 Discover                       Sign in

                    Email     anna@example.com
                  › Password  ••••••

                    [ Sign in ]


                 ✗ Email or password is incorrect.
                 Enter sign in  Tab next field
                """)
    }
}
