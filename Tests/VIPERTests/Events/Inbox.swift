import Foundation

/// A thread-safe list of received values that a test can await a count of.
final class Inbox<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `values` and `waiters` are only touched under `lock`.
    private let lock = NSLock()
    private var received: [Value] = []
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Appends `value` and wakes the waiters whose count is reached.
    func append(_ value: Value) {
        let ready = lock.withLock {
            received.append(value)
            let count = received.count
            let ready = waiters.filter { $0.count <= count }.map(\.continuation)
            waiters.removeAll { $0.count <= count }
            return ready
        }
        ready.forEach { $0.resume() }
    }

    /// Everything received so far.
    var values: [Value] { lock.withLock { received } }

    /// Returns once at least `count` values have arrived.
    func wait(for count: Int) async {
        await withCheckedContinuation { continuation in
            let isReady = lock.withLock {
                if received.count >= count { return true }
                waiters.append((count, continuation))
                return false
            }
            if isReady { continuation.resume() }
        }
    }
}
