import Foundation
import Synchronization

/// Runs `body` on `count` threads of their own that start together, and returns
/// when all have finished. `DispatchQueue.concurrentPerform` would use only as
/// many threads as there are cores; these tests want real contention from 8.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (_ thread: Int) -> Void) {
    let ready = Atomic<Int>(0)
    let finished = DispatchGroup()
    for index in 0..<count {
        finished.enter()
        let thread = Thread {
            ready.add(1, ordering: .acquiringAndReleasing)
            while ready.load(ordering: .acquiring) < count {}
            body(index)
            finished.leave()
        }
        thread.start()
    }
    finished.wait()
}

/// The distinct objects seen from many threads.
///
/// Guarded by `NSLock` rather than `Synchronization.Mutex`, whose locking
/// ThreadSanitizer cannot see on Linux.
final class IdentitySet: @unchecked Sendable {
    private let lock = NSLock()
    private var identities: Set<ObjectIdentifier> = []

    func insert(_ object: AnyObject) {
        lock.withLock { _ = identities.insert(ObjectIdentifier(object)) }
    }

    var count: Int { lock.withLock { identities.count } }
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
