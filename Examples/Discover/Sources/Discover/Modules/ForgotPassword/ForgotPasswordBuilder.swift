import VIPER

/// Assembles the Forgot password module.
@MainActor
struct ForgotPasswordBuilder: ModuleBuilder {
    /// Records password-reset requests.
    let passwordReset: any PasswordResetting
    /// Where the screen goes back.
    let navigator: any Navigating<AppRoute>

    func build(_: Void) -> Module<any DiscoverScreen, Void> {
        let view = ForgotPasswordScreen()
        let scope = ModuleScope()
        let interactor = ForgotPasswordInteractor(service: passwordReset, scope: scope)
        let router = ForgotPasswordRouter(navigator: navigator)
        let presenter = ForgotPasswordPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        return Module(
            view: view, scope: scope,
            objects: [
                .view: view, .presenter: presenter, .interactor: interactor, .router: router,
            ])
    }
}
