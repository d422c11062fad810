import VIPER

/// Home through the app coordinator (it replaces the whole stack), Forgot password by a push.
@MainActor
final class LoginRouter: LoginRouting {
    private let navigator: any Navigating<AppRoute>
    private weak var coordinator: (any AppCoordinating)?
    private let onFailure: NavigationFailureHandler

    init(navigator: any Navigating<AppRoute>, coordinator: any AppCoordinating, onFailure: @escaping NavigationFailureHandler) {
        self.navigator = navigator
        self.coordinator = coordinator
        self.onFailure = onFailure
    }

    func routeToHome(user: User) {
        coordinator?.userDidLogin(user)
    }

    func routeToForgotPassword() {
        navigator.perform(.push(.forgotPassword), onFailure: onFailure)
    }
}
