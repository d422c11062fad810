import VIPER

/// Turns login intents into use-case calls and outcomes into view states and routes.
@MainActor
final class LoginPresenter: LoginPresentation {
    private weak var view: (any LoginView)?
    private let interactor: any LoginUseCase
    private let router: any LoginRouting

    /// A presenter for `view`; the view is held weakly, as the view owns the presenter.
    init(view: any LoginView, interactor: any LoginUseCase, router: any LoginRouting) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.render(.idle)
    }

    func didTapLogin(email: String, password: String) {
        view?.render(.loading)
        interactor.login(email: email, password: password)
    }

    func didTapForgotPassword() {
        router.routeToForgotPassword()
    }
}

extension LoginPresenter: LoginInteractorOutput {
    func loginSucceeded(user: User) {
        view?.render(.idle)
        router.routeToHome(user: user)
    }

    func loginFailed(error: LoginError) {
        view?.render(.error(message: Self.message(for: error)))
    }

    /// The user-facing text for `error`: "Email or password is incorrect." for wrong
    /// credentials, "Network error. Please try again." when the server cannot be reached.
    static func message(for error: LoginError) -> String {
        switch error {
        case .invalidCredentials:
            "Email or password is incorrect."
        case .network:
            "Network error. Please try again."
        case .accountLocked(let minutes):
            "Too many failed attempts. Try again in \(minutes) minute\(minutes == 1 ? "" : "s")."
        }
    }
}
