import VIPER

/// Turns reset intents into use-case calls and outcomes into view states.
@MainActor
final class ForgotPasswordPresenter: ForgotPasswordPresentation {
    private weak var view: (any ForgotPasswordView)?
    private let interactor: any ForgotPasswordUseCase
    private let router: any ForgotPasswordRouting

    /// A presenter for `view`, held weakly.
    init(view: any ForgotPasswordView, interactor: any ForgotPasswordUseCase, router: any ForgotPasswordRouting) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.render(.idle)
    }

    func didTapSend(email: String) {
        view?.render(.loading)
        interactor.requestReset(email: email)
    }

    func didTapBack() {
        router.routeBack()
    }
}

extension ForgotPasswordPresenter: ForgotPasswordInteractorOutput {
    func resetRequested(email: String) {
        view?.render(.sent(message: "If an account exists for \(email), a reset link is on its way."))
    }

    func resetFailed(error: ForgotPasswordError) {
        view?.render(.error(message: Self.message(for: error)))
    }

    /// The user-facing text for `error`, in the Login module's style.
    static func message(for error: ForgotPasswordError) -> String {
        switch error {
        case .invalidEmail: "Enter a valid email address."
        case .network: "Network error. Please try again."
        }
    }
}
