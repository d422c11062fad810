import Testing
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Detail router")
struct DetailRouterTests {
    let failures = NavigationFailureSpy()

    @Test("back pops to the screen that opened the place")
    func backPops() throws {
        let stack = ScreenStack(root: AppRoute.home)
        try stack.perform(.push(.detail(placeID: 1)))
        let navigator = NavigationRecorder(tracking: stack)
        DetailRouter(navigator: navigator, onFailure: failures.handler).routeBack()
        expectRecorded(navigator.commands, [.pop])
        #expect(stack.state.stack == [.home])
        #expect(failures.failures.isEmpty)
    }

    @Test("a refused pop is handed to the failure handler, not swallowed")
    func refusedPopIsReported() {
        let navigator = NavigationRecorder(tracking: ScreenStack(root: AppRoute.detail(placeID: 1)))
        DetailRouter(navigator: navigator, onFailure: failures.handler).routeBack()
        #expect(failures.failures.count == 1)
    }
}
