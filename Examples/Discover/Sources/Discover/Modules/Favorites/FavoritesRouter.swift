import VIPER

/// Leads away from the Favorites screen: a favorite's Detail by a push, or back.
@MainActor
final class FavoritesRouter: FavoritesRouting {
    /// Weak: the navigator owns the screen that owns this router.
    private weak var navigator: (any Navigating<AppRoute>)?

    /// A router that pushes and pops through `navigator`.
    init(navigator: any Navigating<AppRoute>) {
        self.navigator = navigator
    }

    func routeToDetail(placeID: Int64) {
        navigator?.navigate(.push(.detail(placeID: placeID)))
    }

    func routeBack() {
        navigator?.navigate(.pop)
    }
}
