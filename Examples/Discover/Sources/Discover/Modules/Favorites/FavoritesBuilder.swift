import VIPER

/// Assembles the Favorites module for the signed-in user (signed out, the screen shows
/// why it cannot load).
@MainActor
struct FavoritesBuilder: ModuleBuilder {
    /// Reads favorites.
    let favorites: any FavoritesRepository
    /// Where favorite changes arrive from other screens.
    let events: EventBus
    /// Who is signed in when a module is built.
    let session: Session
    /// Where Detail is pushed and the screen goes back.
    let navigator: any Navigating<AppRoute>

    func build(_: Void) -> Module<any DiscoverScreen, Void> {
        let view = FavoritesScreen()
        let scope = ModuleScope()
        let interactor = FavoritesInteractor(userID: session.user?.id, favorites: favorites, events: events, scope: scope)
        let router = FavoritesRouter(navigator: navigator)
        let presenter = FavoritesPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        return Module(
            view: view, scope: scope,
            objects: [
                .view: view, .presenter: presenter, .interactor: interactor, .router: router,
            ])
    }
}
