import Dispatch
import Testing
import VIPER
import VIPERLock

@MainActor
@Suite("ModuleScope")
struct ModuleScopeTests {
    @Test("settle waits for every task started through run, including nested ones")
    func settleWaitsForAll() async {
        let scope = ModuleScope()
        var log: [String] = []
        scope.run {
            await Task.yield()
            log.append("outer")
            scope.run {
                await Task.yield()
                log.append("inner")
            }
        }
        #expect(scope.runningTaskCount == 1)
        await scope.settle()
        #expect(log == ["outer", "inner"])
        #expect(scope.runningTaskCount == 0)
    }

    @Test("detach cancels running tasks and bound cancellables")
    func detachCancelsEverything() async {
        let scope = ModuleScope()
        let bound = AnyCancellable {}
        scope.bind(bound)
        let task = scope.run {
            while !Task.isCancelled { await Task.yield() }
        }
        scope.detach()
        await task.value
        #expect(task.isCancelled)
        #expect(bound.isCancelled)
        #expect(scope.isDetached)
        #expect(scope.runningTaskCount == 0)
    }

    @Test("work started after detach is cancelled at once")
    func afterDetachEverythingIsCancelled() async {
        let scope = ModuleScope()
        scope.detach()
        let late = AnyCancellable {}
        scope.bind(late)
        let task = scope.run {}
        #expect(late.isCancelled)
        #expect(task.isCancelled)
        scope.detach()  // idempotent
    }

    @Test("releasing the scope cancels what it still holds")
    func deinitCancels() {
        let bound = AnyCancellable {}
        do {
            let scope = ModuleScope()
            scope.bind(bound)
        }
        #expect(bound.isCancelled)
    }

    @Test("AnyCancellable runs its action once even when cancelled from 8 threads")
    func anyCancellableRunsOnce() {
        let runs = Locked(0)
        let cancellable = AnyCancellable { runs.withLock { $0 += 1 } }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in cancellable.cancel() }
        #expect(runs.withLock { $0 } == 1)
    }
}
