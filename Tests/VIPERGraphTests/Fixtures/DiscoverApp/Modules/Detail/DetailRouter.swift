import VIPER

@MainActor
final class DetailRouter: DetailRouting {
    private let navigator: any Navigating<AppRoute>

    init(navigator: any Navigating<AppRoute>) { self.navigator = navigator }

    func close() throws(NavigationError) { try navigator.pop() }
}
