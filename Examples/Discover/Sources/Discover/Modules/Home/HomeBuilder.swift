import VIPER

/// Assembles the Home module for the signed-in user; its input runs searches (the
/// `discover://search` deep link).
@MainActor
struct HomeBuilder: ModuleBuilder {
    /// Searches places.
    let places: any PlaceRepository
    /// Reads favorites.
    let favorites: any FavoritesRepository
    /// Where favorite changes arrive from other screens.
    let events: EventBus
    /// Who is signed in when a module is built.
    let session: Session
    /// The clock typing is debounced on; a test clock in tests.
    let clock: any Clock<Duration>
    /// Where Detail, Favorites and the location picker are opened.
    let navigator: any Navigating<AppRoute>
    /// Where a sign-out is reported.
    let coordinator: any AppCoordinating

    func build(_: Void) -> Module<any DiscoverScreen, any HomeModuleInput> {
        let view = HomeScreen()
        let scope = ModuleScope()
        let interactor = HomeInteractor(
            places: places, favorites: favorites, events: events, userID: session.user?.id, scope: scope)
        let router = HomeRouter(navigator: navigator, coordinator: coordinator)
        let presenter = HomePresenter(view: view, interactor: interactor, router: router, clock: clock, scope: scope)
        view.presenter = presenter
        interactor.output = presenter
        return Module(
            view: view, input: presenter, scope: scope,
            objects: [
                .view: view, .presenter: presenter, .interactor: interactor, .router: router,
            ])
    }
}
