import VIPER

/// Assembles the Detail module for one place, as seen by the signed-in user (signed
/// out, the screen shows why it cannot load).
@MainActor
struct DetailBuilder: ModuleBuilder {
    /// Reads places.
    let places: any PlaceRepository
    /// Reads and changes favorites.
    let favorites: any FavoritesRepository
    /// Where favorite changes are published.
    let events: EventBus
    /// Who is signed in when a module is built.
    let session: Session
    /// Where the screen goes back.
    let navigator: any Navigating<AppRoute>

    func build(_ placeID: Int64) -> Module<any DiscoverScreen, Void> {
        let view = DetailScreen()
        let scope = ModuleScope()
        let interactor = DetailInteractor(
            placeID: placeID, userID: session.user?.id, places: places, favorites: favorites, events: events,
            scope: scope)
        let router = DetailRouter(navigator: navigator)
        let presenter = DetailPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        return Module(
            view: view, scope: scope,
            objects: [
                .view: view, .presenter: presenter, .interactor: interactor, .router: router,
            ])
    }
}
