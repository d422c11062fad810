import VIPERLock

/// Booleans recorded from many threads, for the concurrency tests.
final class ConcurrentResults: Sendable {
    private let values = Locked<[Bool]>([])

    func record(_ value: Bool) { values.withLock { $0.append(value) } }
    var count: Int { values.withLock { $0.count } }
    var allTrue: Bool { values.withLock { $0.allSatisfy { $0 } } }
}
