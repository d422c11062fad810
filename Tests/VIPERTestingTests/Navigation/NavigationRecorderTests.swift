import Testing
import VIPER
import VIPERTesting

@MainActor
@Suite("NavigationRecorder")
struct NavigationRecorderTests {
    enum Route: Hashable {
        case login, home, forgotPassword
        case detail(Int)
    }

    /// A router under test, written against `Navigating` only.
    @MainActor
    final class DetailRouter {
        let navigator: any Navigating<Route>
        init(navigator: any Navigating<Route>) { self.navigator = navigator }
        func openDetail(_ id: Int) throws(NavigationError) { try navigator.push(.detail(id)) }
        func close() throws(NavigationError) { try navigator.pop() }
    }

    @Test("every command is recorded in order and checks with expectRecorded")
    func recordsInOrder() throws {
        let navigator = NavigationRecorder<Route>()
        try navigator.setRoot(.home)
        try navigator.push(.detail(1))
        try navigator.present(.login, style: .fullScreen)
        expectRecorded(navigator.commands, [.setRoot(.home), .push(.detail(1)), .present(.login, style: .fullScreen)])
    }

    @Test("without a tracked stack every command is accepted, even one the app would reject")
    func acceptsEverything() throws {
        let navigator = NavigationRecorder<Route>()
        try DetailRouter(navigator: navigator).close()
        expectRecorded(navigator.commands, [.pop])
    }

    @Test("the recorded commands replayed on a state give the resulting screens")
    func resultingState() throws {
        let navigator = NavigationRecorder<Route>()
        let router = DetailRouter(navigator: navigator)
        try router.openDetail(3)
        try router.openDetail(4)
        try router.close()
        #expect(try navigator.state(from: NavigationState(root: .home)).stack == [.home, .detail(3)])
    }

    @Test("replaying reports the first impossible command's error")
    func replayError() throws {
        let navigator = NavigationRecorder<Route>()
        try navigator.pop()
        #expect(throws: NavigationError.cannotPopRoot) { try navigator.state(from: NavigationState(root: .home)) }
    }

    @Test("a tracking recorder applies commands to its stack and rethrows rejections after recording them")
    func tracking() throws {
        let navigator = NavigationRecorder(tracking: ScreenStack(root: Route.login))
        try navigator.push(.forgotPassword)
        try navigator.setRoot(.home)
        #expect(throws: NavigationError.cannotPopRoot) { try navigator.pop() }
        #expect(navigator.stack?.state == NavigationState(root: .home))
        expectRecorded(navigator.commands, [.push(.forgotPassword), .setRoot(.home), .pop])
    }

    @Test("a refusal a router navigates into is recorded in refusals, and the command in commands")
    func refusalsAreRecorded() {
        let navigator = NavigationRecorder(tracking: ScreenStack(root: Route.home))
        navigator.navigate(.pop)
        navigator.navigate(.push(.detail(1)))
        expectRecorded(navigator.refusals, [.cannotPopRoot])
        expectRecorded(navigator.commands, [.pop, .push(.detail(1))])
    }
}
