import Testing
import VIPER

@MainActor
@Suite("RouteNavigator")
struct RouteNavigatorTests {
    /// A view object built for a route, as the terminal app's screens are.
    final class Screen {
        let route: AppRoute
        init(route: AppRoute) { self.route = route }
    }

    @Test("routes are turned into screens that the stack keeps")
    func buildsScreens() throws {
        let navigator = RouteNavigator(root: AppRoute.login, makeScreen: Screen.init)
        try navigator.setRoot(.home)
        try navigator.push(.detail(id: 2))
        #expect(navigator.screens.state.stack.map(\.route) == [.home, .detail(id: 2)])
    }

    @Test("a rejected list of commands leaves the screens as they were")
    func atomic() throws {
        let navigator = RouteNavigator(root: AppRoute.home, makeScreen: Screen.init)
        let root = navigator.screens.top
        #expect(throws: NavigationError.nothingPresented) { try navigator.perform([.push(.favorites), .dismiss]) }
        #expect(navigator.screens.state.stack.count == 1)
        #expect(navigator.screens.top === root)
    }

    @Test("a router written against Navigating runs unchanged on the navigator")
    func routerThroughProtocol() throws {
        let navigator = RouteNavigator(root: AppRoute.login, makeScreen: Screen.init)
        let router = ExampleLoginRouter(navigator: navigator)
        try router.routeToForgotPassword()
        try router.routeToHome()
        #expect(navigator.screens.state.stack.map(\.route) == [.home])
    }
}

/// The seed 000 Login router, written against the `Navigating` protocol.
@MainActor
final class ExampleLoginRouter {
    private let navigator: any Navigating<AppRoute>

    init(navigator: any Navigating<AppRoute>) { self.navigator = navigator }

    func routeToHome() throws(NavigationError) { try navigator.setRoot(.home) }
    func routeToForgotPassword() throws(NavigationError) { try navigator.push(.forgotPassword) }
}
