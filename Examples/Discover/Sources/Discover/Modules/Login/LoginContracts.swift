import VIPER

// The Login module's boundaries: what its view, presenter, interactor and router offer each other.
// View → Presenter → Interactor → Presenter → View / Router.

/// The login screen: shows one ``LoginViewState`` at a time and forwards taps.
@MainActor
protocol LoginView: StateRendering where State == LoginViewState {}

/// What the login screen's user can do.
@MainActor
protocol LoginPresentation: AnyObject {
    /// The screen appeared.
    func viewDidLoad()
    /// The user asked to sign in with these credentials.
    func didTapLogin(email: String, password: String)
    /// The user asked to reset their password.
    func didTapForgotPassword()
}

/// The login use case: validates credentials and asks the auth service.
@MainActor
protocol LoginUseCase: AnyObject {
    /// Signs in; the result arrives on ``LoginInteractorOutput``.
    func login(email: String, password: String)
}

/// Where the interactor reports the outcome of ``LoginUseCase/login(email:password:)``.
@MainActor
protocol LoginInteractorOutput: AnyObject {
    /// The credentials were accepted.
    func loginSucceeded(user: User)
    /// The credentials were refused or the service failed.
    func loginFailed(error: LoginError)
}

/// Where the login screen can lead.
@MainActor
protocol LoginRouting: AnyObject {
    /// Replaces the whole navigation stack with Home for `user`.
    func routeToHome(user: User)
    /// Pushes the Forgot password screen.
    func routeToForgotPassword()
}
