import VIPER

/// Assembles the Home module.
enum HomeBuilder {
    @MainActor
    static func build(navigator: any Navigating<AppRoute>) -> any Screen {
        let router = HomeRouter(navigator: navigator)
        let presenter = HomePresenter(router: router)
        return HomeScreen(presenter: presenter)
    }
}
