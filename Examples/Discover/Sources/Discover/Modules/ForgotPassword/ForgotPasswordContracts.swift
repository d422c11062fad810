import VIPER

/// The Forgot password screen: shows one ``ForgotPasswordViewState`` at a time.
@MainActor
protocol ForgotPasswordView: StateRendering where State == ForgotPasswordViewState {}

/// What the Forgot password screen's user can do.
@MainActor
protocol ForgotPasswordPresentation: AnyObject {
    /// The screen appeared.
    func viewDidLoad()
    /// The user asked for a reset link for `email`.
    func didTapSend(email: String)
    /// The user wants to go back to signing in.
    func didTapBack()
}

/// The reset request use case.
@MainActor
protocol ForgotPasswordUseCase: AnyObject {
    /// Requests a reset link; the outcome arrives on ``ForgotPasswordInteractorOutput``.
    func requestReset(email: String)
}

/// Where the interactor reports the outcome of a reset request.
@MainActor
protocol ForgotPasswordInteractorOutput: AnyObject {
    /// The request was accepted (whether or not the email has an account).
    func resetRequested(email: String)
    /// The request was refused or could not be sent.
    func resetFailed(error: ForgotPasswordError)
}

/// Where the Forgot password screen can lead.
@MainActor
protocol ForgotPasswordRouting: AnyObject {
    /// Goes back to the login screen.
    func routeBack()
}
