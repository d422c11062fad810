import VIPER

/// Assembles the Favorites module.
enum FavoritesBuilder {
    @MainActor
    static func build(navigator: any Navigating<AppRoute>) -> any Screen {
        let router = FavoritesRouter(navigator: navigator)
        let presenter = FavoritesPresenter(router: router)
        return FavoritesScreen(presenter: presenter)
    }
}
