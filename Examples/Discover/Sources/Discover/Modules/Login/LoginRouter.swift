import VIPER

/// Leads away from the login screen: Home through the app coordinator (it replaces
/// the whole stack and starts the session), Forgot password by a push.
@MainActor
final class LoginRouter: LoginRouting {
    /// Weak: the navigator owns the screen that owns this router.
    private weak var navigator: (any Navigating<AppRoute>)?
    private weak var coordinator: (any AppCoordinating)?

    /// A router that pushes through `navigator` and reports sign-ins to `coordinator`
    /// (both held weakly: they own the navigation that owns this module).
    init(navigator: any Navigating<AppRoute>, coordinator: any AppCoordinating) {
        self.navigator = navigator
        self.coordinator = coordinator
    }

    func routeToHome(user: User) {
        coordinator?.userDidLogin(user)
    }

    func routeToForgotPassword() {
        navigator?.navigate(.push(.forgotPassword))
    }
}
