import Testing
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Detail router")
struct DetailRouterTests {
    @Test("back pops to the screen that opened the place")
    func backPops() throws {
        let stack = ScreenStack(root: AppRoute.home)
        try stack.perform(.push(.detail(placeID: 1)))
        let navigator = NavigationRecorder(tracking: stack)
        DetailRouter(navigator: navigator).routeBack()
        expectRecorded(navigator.commands, [.pop])
        #expect(stack.state.stack == [.home])
        #expect(navigator.refusals.isEmpty)
    }

    @Test("a refused pop is reported to the navigator, not swallowed")
    func refusedPopIsReported() {
        let navigator = NavigationRecorder(tracking: ScreenStack(root: AppRoute.detail(placeID: 1)))
        DetailRouter(navigator: navigator).routeBack()
        expectRecorded(navigator.refusals, [.cannotPopRoot])
    }
}
