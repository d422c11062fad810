import Synchronization

/// Counts calls from any thread, for tests that check how often a factory ran.
final class CallCounter: Sendable {
    private let count = Atomic<Int>(0)

    func increment() {
        count.add(1, ordering: .relaxed)
    }

    var value: Int { count.load(ordering: .relaxed) }
}
