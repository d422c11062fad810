import VIPER

/// Leads away from Home: Detail and Favorites by a push, the location picker as a sheet
/// whose typed choice comes back through the output its route carries, and sign-out
/// through the coordinator.
@MainActor
final class HomeRouter: HomeRouting {
    /// Weak: the navigator owns the screen that owns this router.
    private weak var navigator: (any Navigating<AppRoute>)?
    private weak var coordinator: (any AppCoordinating)?

    /// A router that navigates through `navigator` and reports sign-outs to
    /// `coordinator` (both held weakly: they own the navigation that owns this module).
    init(navigator: any Navigating<AppRoute>, coordinator: any AppCoordinating) {
        self.navigator = navigator
        self.coordinator = coordinator
    }

    func routeToDetail(placeID: Int64) {
        navigator?.navigate(.push(.detail(placeID: placeID)))
    }

    func routeToFavorites() {
        navigator?.navigate(.push(.favorites))
    }

    func routeToLocationPicker(current: LocationChoice?, output: ModuleOutput<LocationChoice>) {
        let request = ModuleRequest(LocationPickerInput(current: current), output: output)
        navigator?.navigate(.present(.locationPicker(request), style: .sheet))
    }

    func routeToLogout() {
        coordinator?.userDidLogout()
    }
}
