import VIPERLock

/// Counts calls from any thread, for tests that check how often a factory ran.
final class CallCounter: Sendable {
    private let count = Locked(0)

    func increment() {
        count.withLock { $0 += 1 }
    }

    var value: Int { count.withLock { $0 } }
}
