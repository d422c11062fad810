import Testing
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Favorites router")
struct FavoritesRouterTests {
    func favoritesOverHome() throws -> ScreenStack<AppRoute> {
        let stack = ScreenStack(root: AppRoute.home)
        try stack.perform(.push(.favorites))
        return stack
    }

    @Test("a favorite's Detail is pushed on top of Favorites")
    func detailIsPushed() throws {
        let stack = try favoritesOverHome()
        let navigator = NavigationRecorder(tracking: stack)
        FavoritesRouter(navigator: navigator).routeToDetail(placeID: 5)
        expectRecorded(navigator.commands, [.push(.detail(placeID: 5))])
        #expect(stack.state.stack == [.home, .favorites, .detail(placeID: 5)])
        #expect(navigator.refusals.isEmpty)
    }

    @Test("back pops to Home")
    func backPops() throws {
        let stack = try favoritesOverHome()
        let navigator = NavigationRecorder(tracking: stack)
        FavoritesRouter(navigator: navigator).routeBack()
        expectRecorded(navigator.commands, [.pop])
        #expect(stack.state.stack == [.home])
    }

    @Test("a refused pop is reported to the navigator, not swallowed")
    func refusedPopIsReported() {
        let navigator = NavigationRecorder(tracking: ScreenStack(root: AppRoute.favorites))
        FavoritesRouter(navigator: navigator).routeBack()
        expectRecorded(navigator.refusals, [.cannotPopRoot])
    }
}
