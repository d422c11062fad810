import TerminalUI
import VIPER

/// The Forgot password form in the terminal: one email field and a Send button.
@MainActor
final class ForgotPasswordTerminalView: ForgotPasswordView, DiscoverScreen {
    /// The presenter; strong, because the view owns its module.
    var presenter: (any ForgotPasswordPresentation)?
    var needsDisplay: (@MainActor () -> Void)?

    private var email = TextField(maxLength: 120)
    private var state = ForgotPasswordViewState.idle

    let title = "Forgot password"
    let scriptCommands = ["email <address>", "send [<email>]", "back"]

    var keyHints: [KeyHint] {
        [KeyHint("Enter", "send link"), KeyHint("Esc", "back"), KeyHint("Ctrl-C", "quit")]
    }

    func render(_ state: ForgotPasswordViewState) {
        self.state = state
        needsDisplay?()
    }

    func attach() {
        presenter?.viewDidLoad()
    }

    func draw(in canvas: inout Canvas, rows: Range<Int>) {
        let top = rows.lowerBound
        canvas.write("Enter your account's email; we will send a reset link.", row: top + 1, column: 2, style: .dim)
        drawField("Email", email, isFocused: true, row: top + 3, column: 14, in: &canvas)
        let status: StatusLine =
            switch state {
            case .idle: .idle
            case .loading: .loading("Sending…")
            case .sent(let message): .message(message)
            case .error(let message): .error(message)
            }
        status.draw(in: &canvas, row: top + 5, column: 2, width: canvas.size.columns - 4)
    }

    func handle(_ key: Key) -> Bool {
        switch key {
        case .enter:
            presenter?.didTapSend(email: email.text)
        case .escape:
            presenter?.didTapBack()
        default:
            guard email.handle(key) else { return false }
        }
        needsDisplay?()
        return true
    }

    func perform(_ command: ScriptCommand) throws(ScriptError) {
        switch command.verb {
        case "email":
            email.setText(command.argument)
        case "send":
            if !command.argument.isEmpty { email.setText(command.argument) }
            presenter?.didTapSend(email: email.text)
        case "back":
            presenter?.didTapBack()
        default:
            throw .unknownCommand(command.verb, available: scriptCommands)
        }
        needsDisplay?()
    }
}

/// The view the module's builder creates.
typealias ForgotPasswordScreen = ForgotPasswordTerminalView
