import VIPER

@MainActor
final class LoginRouter: LoginRouting {
    private let navigator: any Navigating<AppRoute>

    init(navigator: any Navigating<AppRoute>) { self.navigator = navigator }

    func routeToHome() throws(NavigationError) { try navigator.setRoot(.home) }
    func routeToForgotPassword() throws(NavigationError) { try navigator.push(.forgotPassword) }
}
