import VIPER

/// Leads away from the Forgot password screen: back to Login.
@MainActor
final class ForgotPasswordRouter: ForgotPasswordRouting {
    /// Weak: the navigator owns the screen that owns this router.
    private weak var navigator: (any Navigating<AppRoute>)?

    /// A router that pops through `navigator`.
    init(navigator: any Navigating<AppRoute>) {
        self.navigator = navigator
    }

    func routeBack() {
        navigator?.navigate(.pop)
    }
}
