import VIPER

@MainActor
final class HomeRouter: HomeRouting {
    private let navigator: any Navigating<AppRoute>

    init(navigator: any Navigating<AppRoute>) { self.navigator = navigator }

    func routeToDetail(id: Int) throws(NavigationError) { try navigator.push(.detail(id: id)) }
    func routeToLocationPicker() throws(NavigationError) { try navigator.present(.locationPicker, style: .sheet) }
    func routeToFavorites() throws(NavigationError) { try navigator.push(.favorites) }
}
