import VIPER

/// Leads away from the Forgot password screen: back to Login.
@MainActor
final class ForgotPasswordRouter: ForgotPasswordRouting {
    private let navigator: any Navigating<AppRoute>
    private let onFailure: NavigationFailureHandler

    /// A router that pops through `navigator`.
    init(navigator: any Navigating<AppRoute>, onFailure: @escaping NavigationFailureHandler) {
        self.navigator = navigator
        self.onFailure = onFailure
    }

    func routeBack() {
        navigator.perform(.pop, onFailure: onFailure)
    }
}
