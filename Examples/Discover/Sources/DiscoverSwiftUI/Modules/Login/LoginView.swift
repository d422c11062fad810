#if canImport(SwiftUI)
import SwiftUI
import VIPER

/// The sign-in screen's model for SwiftUI: keeps the ``LoginViewState`` its presenter
/// renders and forwards every intent.
@MainActor
final class LoginScreenModel: LoginView, DiscoverScreen {
    /// The presenter; strong, because the screen owns its module.
    var presenter: (any LoginPresentation)?
    var needsDisplay: (@MainActor () -> Void)?
    /// The state on screen now.
    private(set) var state = LoginViewState.idle {
        willSet { objectWillChange.send() }
    }

    func render(_ state: LoginViewState) {
        self.state = state
    }

    func attach() {
        presenter?.viewDidLoad()
    }

    var content: some View { LoginForm(model: self) }
}

/// The sign-in form: email, password, Sign in, Forgot password, and what the last attempt said.
private struct LoginForm: View {
    @ObservedObject var model: LoginScreenModel
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        List {
            Section("Welcome to Discover. Sign in to find places.") {
                TextField("Email", text: $email)
                SecureField("Password", text: $password)
            }
            Section {
                Button("Sign in") { model.presenter?.didTapLogin(email: email, password: password) }
                    .disabled(model.state == .loading)
                Button("Forgot password?") { model.presenter?.didTapForgotPassword() }
                switch model.state {
                case .idle: EmptyView()
                case .loading: ProgressView("Signing in…")
                case .error(let message): Text(message).foregroundStyle(Color.red)
                }
            }
        }
        .navigationTitle("Sign in")
    }
}

/// The view the module's builder creates.
typealias LoginScreen = LoginScreenModel
#endif
