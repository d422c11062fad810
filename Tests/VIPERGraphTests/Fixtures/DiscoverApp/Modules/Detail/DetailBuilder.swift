import VIPER

/// Assembles the Detail module.
enum DetailBuilder {
    @MainActor
    static func build(navigator: any Navigating<AppRoute>) -> any Screen {
        let router = DetailRouter(navigator: navigator)
        let presenter = DetailPresenter(router: router)
        return DetailScreen(presenter: presenter)
    }
}
