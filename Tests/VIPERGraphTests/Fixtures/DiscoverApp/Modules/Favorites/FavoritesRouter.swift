import VIPER

@MainActor
final class FavoritesRouter: FavoritesRouting {
    private let navigator: any Navigating<AppRoute>

    init(navigator: any Navigating<AppRoute>) { self.navigator = navigator }

    func close() throws(NavigationError) { try navigator.pop() }
}
