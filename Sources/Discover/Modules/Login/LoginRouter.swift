import VIPER

/// Leads away from the login screen: Home through the app coordinator (it replaces
/// the whole stack and starts the session), Forgot password by a push.
@MainActor
final class LoginRouter: LoginRouting {
    private let navigator: any Navigating<AppRoute>
    private weak var coordinator: (any AppCoordinating)?
    private let onFailure: NavigationFailureHandler

    /// A router that pushes through `navigator` and reports sign-ins to `coordinator`.
    init(
        navigator: any Navigating<AppRoute>,
        coordinator: (any AppCoordinating)?,
        onFailure: @escaping NavigationFailureHandler
    ) {
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

extension LoginRouter {
    /// Builds the Login module (seed 000's `LoginRouter.build`): constructor injection for
    /// what each object needs, property injection for the back-references.
    static func build(context: AppContext) -> DiscoverModule<Void> {
        let view = LoginTerminalView()
        let scope = ModuleScope()
        let interactor = LoginInteractor(authService: context.services.auth, scope: scope)
        let router = LoginRouter(
            navigator: context.navigator,
            coordinator: context.coordinator,
            onFailure: context.onNavigationFailure
        )
        let presenter = LoginPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        return DiscoverModule(view: view, presenter: presenter, interactor: interactor, router: router, scope: scope)
    }
}
