import VIPER

/// Leads away from the Favorites screen: a favorite's Detail by a push, or back.
@MainActor
final class FavoritesRouter: FavoritesRouting {
    private let navigator: any Navigating<AppRoute>
    private let onFailure: NavigationFailureHandler

    /// A router that pushes and pops through `navigator`.
    init(navigator: any Navigating<AppRoute>, onFailure: @escaping NavigationFailureHandler) {
        self.navigator = navigator
        self.onFailure = onFailure
    }

    func routeToDetail(placeID: Int64) {
        navigator.perform(.push(.detail(placeID: placeID)), onFailure: onFailure)
    }

    func routeBack() {
        navigator.perform(.pop, onFailure: onFailure)
    }
}

extension FavoritesRouter {
    /// Builds the Favorites module for the signed-in user (signed out, the screen shows
    /// why it cannot load).
    static func build(context: AppContext) -> DiscoverModule<Void> {
        let view = FavoritesTerminalView()
        let scope = ModuleScope()
        let interactor = FavoritesInteractor(
            userID: context.session.user?.id,
            favorites: context.services.favorites,
            events: context.events,
            scope: scope
        )
        let router = FavoritesRouter(navigator: context.navigator, onFailure: context.onNavigationFailure)
        let presenter = FavoritesPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        return DiscoverModule(view: view, presenter: presenter, interactor: interactor, router: router, scope: scope)
    }
}
