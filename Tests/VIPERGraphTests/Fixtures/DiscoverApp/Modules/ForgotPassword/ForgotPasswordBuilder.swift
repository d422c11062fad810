import VIPER

/// Assembles the ForgotPassword module.
enum ForgotPasswordBuilder {
    @MainActor
    static func build(navigator: any Navigating<AppRoute>) -> any Screen {
        let router = ForgotPasswordRouter(navigator: navigator)
        let presenter = ForgotPasswordPresenter(router: router)
        return ForgotPasswordScreen(presenter: presenter)
    }
}
