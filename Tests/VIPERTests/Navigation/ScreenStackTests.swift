import Dispatch
import Testing
import VIPER

@MainActor
@Suite("ScreenStack")
struct ScreenStackTests {
    /// Collects the changes a stack reports.
    final class ChangeLog {
        var changes: [NavigationChange<AppRoute>] = []
    }

    @Test("observers see each command with the state before and after it")
    func observerSeesChange() throws {
        let stack = ScreenStack(root: AppRoute.login)
        let log = ChangeLog()
        let observation = stack.observe { log.changes.append($0) }
        try stack.setRoot(.home)
        try stack.push(.detail(id: 4))
        #expect(
            log.changes == [
                NavigationChange(command: .setRoot(.home), before: NavigationState(root: .login), after: NavigationState(root: .home)),
                NavigationChange(
                    command: .push(.detail(id: 4)),
                    before: NavigationState(root: .home),
                    after: try NavigationState(root: .home).applying(.push(.detail(id: 4)))
                ),
            ])
        observation.cancel()
    }

    @Test("a rejected command changes nothing and notifies no one")
    func rejectedCommand() throws {
        let stack = ScreenStack(root: AppRoute.home)
        let log = ChangeLog()
        let observation = stack.observe { log.changes.append($0) }
        #expect(throws: NavigationError.nothingPresented) { try stack.dismiss() }
        #expect(stack.state == NavigationState(root: .home))
        #expect(log.changes.isEmpty)
        observation.cancel()
    }

    @Test("a list of commands is applied all or none")
    func atomicList() throws {
        let stack = ScreenStack(root: AppRoute.home)
        #expect(throws: NavigationError.noSuchTab(index: 5, tabCount: 1)) {
            try stack.perform([.push(.favorites), .selectTab(5)])
        }
        #expect(stack.state == NavigationState(root: .home))
        try stack.perform([.push(.favorites), .push(.detail(id: 1))])
        #expect(stack.state.stack == [.home, .favorites, .detail(id: 1)])
    }

    @Test("navigate hands a refusal to onRefusal, and drops it while none is set")
    func navigateReportsRefusal() {
        let stack = ScreenStack(root: AppRoute.home)
        stack.navigate(.pop)
        var refusals: [NavigationError] = []
        stack.onRefusal = { refusals.append($0) }
        stack.navigate([.push(.favorites), .dismiss])
        #expect(refusals == [.nothingPresented])
        #expect(stack.state.stack == [.home])
    }

    @Test("a cancelled observer is not called again")
    func cancelledObserver() throws {
        let stack = ScreenStack(root: AppRoute.home)
        let log = ChangeLog()
        let observation = stack.observe { log.changes.append($0) }
        try stack.push(.settings)
        observation.cancel()
        try stack.pop()
        #expect(log.changes.map(\.command) == [.push(.settings)])
        #expect(stack.observerCount == 0)
    }

    @Test("observers bound to a module scope end when the module detaches")
    func boundToScope() throws {
        let stack = ScreenStack(root: AppRoute.home)
        let log = ChangeLog()
        let scope = ModuleScope()
        scope.bind(stack.observe { log.changes.append($0) })
        try stack.push(.favorites)
        scope.detach()
        try stack.push(.settings)
        #expect(log.changes.count == 1)
    }

    @Test("observers are called in registration order and may cancel themselves while called")
    func orderAndReentrancy() throws {
        let stack = ScreenStack(root: AppRoute.home)
        let calls = ChangeLog()
        var first: AnyCancellable?
        first = stack.observe { change in
            calls.changes.append(change)
            first?.cancel()
        }
        let second = stack.observe { calls.changes.append($0) }
        try stack.push(.favorites)
        try stack.push(.settings)
        #expect(calls.changes.map(\.command) == [.push(.favorites), .push(.favorites), .push(.settings)])
        second.cancel()
    }

    @Test("observations cancelled from 8 threads at once are all removed")
    func concurrentCancel() async throws {
        let stack = ScreenStack(root: AppRoute.home)
        let observations = (0..<400).map { _ in stack.observe { _ in } }
        #expect(stack.observerCount == 400)
        await Task.detached {
            DispatchQueue.concurrentPerform(iterations: 8) { worker in
                for index in stride(from: worker, to: observations.count, by: 8) {
                    observations[index].cancel()
                    observations[index].cancel()
                }
            }
        }.value
        #expect(stack.observerCount == 0)
        try stack.push(.settings)
    }
}
