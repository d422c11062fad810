import VIPER

/// The app-wide flow: signing in and out change the whole screen.
@MainActor
final class AppCoordinator: AppCoordinating {
    private let navigator: any Navigating<AppRoute>
    private let onFailure: NavigationFailureHandler

    init(navigator: any Navigating<AppRoute>, onFailure: @escaping NavigationFailureHandler) {
        self.navigator = navigator
        self.onFailure = onFailure
    }

    func start() {
        navigator.perform(.setRoot(.login), onFailure: onFailure)
    }

    func userDidLogin(_ user: User) {
        navigator.perform(.dismissAll, .setRoot(.home), onFailure: onFailure)
    }
}
