import Synchronization

/// A thread-safe list of received values that a test can await a count of.
final class Inbox<Value: Sendable>: Sendable {
    private let state = Mutex<(values: [Value], waiters: [(Int, CheckedContinuation<Void, Never>)])>(([], []))

    /// Appends `value` and wakes the waiters whose count is reached.
    func append(_ value: Value) {
        let ready = state.withLock { state in
            state.values.append(value)
            let count = state.values.count
            let ready = state.waiters.filter { $0.0 <= count }.map(\.1)
            state.waiters.removeAll { $0.0 <= count }
            return ready
        }
        ready.forEach { $0.resume() }
    }

    /// Everything received so far.
    var values: [Value] { state.withLock { $0.values } }

    /// Returns once at least `count` values have arrived.
    func wait(for count: Int) async {
        await withCheckedContinuation { continuation in
            let isReady = state.withLock { state in
                if state.values.count >= count { return true }
                state.waiters.append((count, continuation))
                return false
            }
            if isReady { continuation.resume() }
        }
    }
}
