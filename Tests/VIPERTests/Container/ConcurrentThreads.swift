import Foundation
import VIPERLock

/// Runs `body` on `count` threads of their own that start together, and returns
/// when all have finished. `DispatchQueue.concurrentPerform` would use only as
/// many threads as there are cores; these tests want real contention from 8.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (_ thread: Int) -> Void) {
    let ready = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
    let finished = DispatchGroup()
    for index in 0..<count {
        ready.enter()
        finished.enter()
        let thread = Thread {
            ready.leave()
            start.wait()
            body(index)
            finished.leave()
        }
        thread.start()
    }
    ready.wait()
    for _ in 0..<count { start.signal() }
    finished.wait()
}

/// The distinct objects seen from many threads.
final class IdentitySet: Sendable {
    private let identities = Locked<Set<ObjectIdentifier>>([])

    func insert(_ object: AnyObject) {
        identities.withLock { _ = $0.insert(ObjectIdentifier(object)) }
    }

    var count: Int { identities.withLock { $0.count } }
}

/// Runs `body` on a new thread with a stack of `stackSize` bytes and waits for it.
func runOnThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
    let finished = DispatchGroup()
    finished.enter()
    let thread = Thread {
        body()
        finished.leave()
    }
    thread.stackSize = stackSize
    thread.start()
    finished.wait()
}
