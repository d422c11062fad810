import VIPERLock

/// A gate that suspends async work until the test opens it: the way to hold a stub's
/// answer while the test checks the state in between ("loading while the request runs").
///
/// ```swift
/// let gate = AsyncGate()
/// auth.answer = { await gate.wait(); return .success(user) }
/// interactor.login(email: "a@b.c", password: "secret1")
/// // ... assert the in-between state ...
/// gate.open()
/// ```
public final class AsyncGate: Sendable {
    private struct State {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    /// A closed gate.
    public init() {}

    /// Returns once the gate is open; at once if it already is.
    public func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { state in
                if state.isOpen { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    /// Opens the gate and lets every waiter through, now and later.
    public func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }

    /// How many callers are waiting at the gate.
    public var waiterCount: Int {
        state.withLock { $0.waiters.count }
    }
}
