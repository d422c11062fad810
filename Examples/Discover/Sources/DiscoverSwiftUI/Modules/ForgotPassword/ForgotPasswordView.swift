#if canImport(SwiftUI)
import SwiftUI
import VIPER

/// The Forgot password screen's model for SwiftUI: keeps the
/// ``ForgotPasswordViewState`` its presenter renders and forwards every intent.
@MainActor
final class ForgotPasswordScreenModel: ForgotPasswordView, DiscoverScreen {
    /// The presenter; strong, because the screen owns its module.
    var presenter: (any ForgotPasswordPresentation)?
    var needsDisplay: (@MainActor () -> Void)?
    /// The state on screen now.
    private(set) var state = ForgotPasswordViewState.idle {
        willSet { objectWillChange.send() }
    }

    func render(_ state: ForgotPasswordViewState) {
        self.state = state
    }

    func attach() {
        presenter?.viewDidLoad()
    }

    var content: some View { ForgotPasswordForm(model: self) }
}

/// The reset form: an email, Send, and what the request answered. The navigation bar's
/// back button returns to signing in.
private struct ForgotPasswordForm: View {
    @ObservedObject var model: ForgotPasswordScreenModel
    @State private var email = ""

    var body: some View {
        List {
            Section("We will send a reset link to your email.") {
                TextField("Email", text: $email)
                Button("Send reset link") { model.presenter?.didTapSend(email: email) }
                    .disabled(model.state == .loading)
            }
            switch model.state {
            case .idle: EmptyView()
            case .loading: ProgressView("Sending…")
            case .sent(let message): Text(message)
            case .error(let message): Text(message).foregroundStyle(Color.red)
            }
        }
        .navigationTitle("Forgot password")
    }
}

/// The view the module's builder creates.
typealias ForgotPasswordScreen = ForgotPasswordScreenModel
#endif
