import VIPER

/// Leads away from the Detail screen: back to whichever screen pushed it.
@MainActor
final class DetailRouter: DetailRouting {
    private let navigator: any Navigating<AppRoute>
    private let onFailure: NavigationFailureHandler

    /// A router that pops through `navigator`.
    init(navigator: any Navigating<AppRoute>, onFailure: @escaping NavigationFailureHandler) {
        self.navigator = navigator
        self.onFailure = onFailure
    }

    func routeBack() {
        navigator.perform(.pop, onFailure: onFailure)
    }
}

extension DetailRouter {
    /// Builds the Detail module for place `placeID`, as seen by the signed-in user
    /// (signed out, the screen shows why it cannot load).
    static func build(context: AppContext, placeID: Int64) -> DiscoverModule<Void> {
        let view = DetailTerminalView()
        let scope = ModuleScope()
        let interactor = DetailInteractor(
            placeID: placeID,
            userID: context.session.user?.id,
            places: context.services.places,
            favorites: context.services.favorites,
            events: context.events,
            scope: scope
        )
        let router = DetailRouter(navigator: context.navigator, onFailure: context.onNavigationFailure)
        let presenter = DetailPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        return DiscoverModule(view: view, presenter: presenter, interactor: interactor, router: router, scope: scope)
    }
}
