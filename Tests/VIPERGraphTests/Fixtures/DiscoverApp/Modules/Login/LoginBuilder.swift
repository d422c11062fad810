import VIPER

/// Assembles the Login module.
enum LoginBuilder {
    @MainActor
    static func build(navigator: any Navigating<AppRoute>) -> any Screen {
        let router = LoginRouter(navigator: navigator)
        let presenter = LoginPresenter(router: router)
        return LoginScreen(presenter: presenter)
    }
}
