import VIPER

/// Leads away from Home: Detail and Favorites by a push, the location picker through
/// its presenter (so its choice comes back typed), and sign-out through the coordinator.
@MainActor
final class HomeRouter: HomeRouting {
    private let navigator: any Navigating<AppRoute>
    private weak var coordinator: (any AppCoordinating)?
    private weak var locationPicker: (any LocationPickerLaunching)?
    private let onFailure: NavigationFailureHandler

    /// A router that pushes through `navigator`, presents the picker through
    /// `locationPicker` and reports sign-outs to `coordinator` (both held weakly: they
    /// own the navigation that owns this module).
    init(
        navigator: any Navigating<AppRoute>,
        coordinator: (any AppCoordinating)?,
        locationPicker: any LocationPickerLaunching,
        onFailure: @escaping NavigationFailureHandler
    ) {
        self.navigator = navigator
        self.coordinator = coordinator
        self.locationPicker = locationPicker
        self.onFailure = onFailure
    }

    func routeToDetail(placeID: Int64) {
        navigator.perform(.push(.detail(placeID: placeID)), onFailure: onFailure)
    }

    func routeToFavorites() {
        navigator.perform(.push(.favorites), onFailure: onFailure)
    }

    func routeToLocationPicker(current: LocationChoice?, output: ModuleOutput<LocationChoice>) {
        locationPicker?.presentLocationPicker(LocationPickerInput(current: current), output: output)
    }

    func routeToLogout() {
        coordinator?.userDidLogout()
    }
}

extension HomeRouter {
    /// Builds the Home module for the signed-in user (Router assembly style, as Login).
    ///
    /// - Parameters:
    ///   - context: the app's services, events, navigator, session and clock.
    ///   - locationPicker: presents the location picker; held weakly.
    /// - Returns: the module, whose input runs searches (the `search` deep link).
    static func build(
        context: AppContext,
        locationPicker: any LocationPickerLaunching
    ) -> DiscoverModule<any HomeModuleInput> {
        let view = HomeTerminalView()
        let scope = ModuleScope()
        let interactor = HomeInteractor(
            places: context.services.places,
            favorites: context.services.favorites,
            events: context.events,
            userID: context.session.user?.id,
            scope: scope
        )
        let router = HomeRouter(
            navigator: context.navigator,
            coordinator: context.coordinator,
            locationPicker: locationPicker,
            onFailure: context.onNavigationFailure
        )
        let presenter = HomePresenter(
            view: view, interactor: interactor, router: router, clock: context.clock, scope: scope
        )
        view.presenter = presenter
        interactor.output = presenter
        return DiscoverModule(
            view: view, presenter: presenter, interactor: interactor, router: router, scope: scope, input: presenter
        )
    }
}
