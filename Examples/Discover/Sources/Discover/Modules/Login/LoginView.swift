import TerminalUI
import VIPER

/// The login form in the terminal: email, masked password, Sign in, Forgot password.
///
/// It draws the ``LoginViewState`` its presenter renders, keeps only what is being
/// typed and which field has the focus, and forwards every intent.
@MainActor
final class LoginTerminalView: LoginView, DiscoverScreen {
    private enum Field: CaseIterable, Hashable, Sendable { case email, password, signIn, forgotPassword }

    /// The presenter; strong, because the view owns its module.
    var presenter: (any LoginPresentation)?
    var needsDisplay: (@MainActor () -> Void)?

    private var email = TextField(maxLength: 120)
    private var password = TextField(isMasked: true, maxLength: 120)
    private var focus = FormFocus(Field.email)
    private var state = LoginViewState.idle

    let title = "Sign in"
    let scriptCommands = ["email <address>", "password <password>", "login [<email> <password>]", "forgot"]

    var keyHints: [KeyHint] {
        [KeyHint("Tab", "next field"), KeyHint("Enter", "sign in"), KeyHint("Ctrl-C", "quit")]
    }

    func render(_ state: LoginViewState) {
        self.state = state
        needsDisplay?()
    }

    func attach() {
        presenter?.viewDidLoad()
    }

    func draw(in canvas: inout Canvas, rows: Range<Int>) {
        let top = rows.lowerBound
        canvas.write("Welcome to Discover. Sign in to find places.", row: top + 1, column: 2, style: .dim)
        drawField("Email", email, isFocused: focus.isFocused(.email), row: top + 3, column: 14, in: &canvas)
        drawField("Password", password, isFocused: focus.isFocused(.password), row: top + 4, column: 14, in: &canvas)
        drawButton("[ Sign in ]", .signIn, row: top + 6, in: &canvas)
        drawButton("Forgot password?", .forgotPassword, row: top + 7, in: &canvas)
        let status: StatusLine =
            switch state {
            case .idle: .idle
            case .loading: .loading("Signing in…")
            case .error(let message): .error(message)
            }
        status.draw(in: &canvas, row: top + 9, column: 2, width: canvas.size.columns - 4)
    }

    func handle(_ key: Key) -> Bool {
        switch key {
        case .tab, .shiftTab, .up, .down:
            focus.handle(key == .up ? .shiftTab : key == .down ? .tab : key)
        case .enter:
            if focus.isFocused(.forgotPassword) {
                presenter?.didTapForgotPassword()
            } else if focus.isFocused(.email) {
                focus.focus(.password)
            } else {
                presenter?.didTapLogin(email: email.text, password: password.text)
            }
        default:
            if focus.isFocused(.email) { return redrawing(email.handle(key)) }
            if focus.isFocused(.password) { return redrawing(password.handle(key)) }
            return false
        }
        needsDisplay?()
        return true
    }

    func perform(_ command: ScriptCommand) throws(ScriptError) {
        switch command.verb {
        case "email":
            email.setText(command.argument)
        case "password":
            password.setText(command.argument)
        case "login":
            if !command.argument.isEmpty {
                let words = command.argument.split(separator: " ", omittingEmptySubsequences: true)
                guard words.count == 2 else {
                    throw .invalidArgument(verb: "login", expected: "an email and a password", found: command.argument)
                }
                email.setText(String(words[0]))
                password.setText(String(words[1]))
            }
            presenter?.didTapLogin(email: email.text, password: password.text)
        case "forgot":
            presenter?.didTapForgotPassword()
        default:
            throw .unknownCommand(command.verb, available: scriptCommands)
        }
        needsDisplay?()
    }

    private func drawButton(_ label: String, _ name: Field, row: Int, in canvas: inout Canvas) {
        drawLabel(label, isFocused: focus.isFocused(name), focusedStyle: .reverse, row: row, in: &canvas)
    }
}

/// The view the module's builder creates.
typealias LoginScreen = LoginTerminalView
