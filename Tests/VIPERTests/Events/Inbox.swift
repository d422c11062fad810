import VIPERLock

/// A thread-safe list of received values that a test can await a count of.
final class Inbox<Value: Sendable>: Sendable {
    private struct State {
        var received: [Value] = []
        var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Locked(State())

    /// Appends `value` and wakes the waiters whose count is reached.
    func append(_ value: Value) {
        let ready = state.withLock { state in
            state.received.append(value)
            let count = state.received.count
            let ready = state.waiters.filter { $0.count <= count }.map(\.continuation)
            state.waiters.removeAll { $0.count <= count }
            return ready
        }
        ready.forEach { $0.resume() }
    }

    /// Everything received so far.
    var values: [Value] { state.withLock { $0.received } }

    /// Returns once at least `count` values have arrived.
    func wait(for count: Int) async {
        await withCheckedContinuation { continuation in
            let isReady = state.withLock { state in
                if state.received.count >= count { return true }
                state.waiters.append((count, continuation))
                return false
            }
            if isReady { continuation.resume() }
        }
    }
}
