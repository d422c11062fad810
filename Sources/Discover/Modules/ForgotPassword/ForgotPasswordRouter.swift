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

extension ForgotPasswordRouter {
    /// Builds the Forgot password module.
    static func build(context: AppContext) -> DiscoverModule<Void> {
        let view = ForgotPasswordTerminalView()
        let scope = ModuleScope()
        let interactor = ForgotPasswordInteractor(service: context.services.passwordReset, scope: scope)
        let router = ForgotPasswordRouter(navigator: context.navigator, onFailure: context.onNavigationFailure)
        let presenter = ForgotPasswordPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        return DiscoverModule(view: view, presenter: presenter, interactor: interactor, router: router, scope: scope)
    }
}
