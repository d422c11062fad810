import Foundation

/// Booleans recorded from many threads, for the concurrency tests.
///
/// Guarded by `NSLock`, not `Synchronization.Mutex`, whose locking ThreadSanitizer on
/// Linux cannot see (it would report every access as a race).
final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Bool] = []

    func record(_ value: Bool) { lock.withLock { values.append(value) } }
    var count: Int { lock.withLock { values.count } }
    var allTrue: Bool { lock.withLock { values.allSatisfy { $0 } } }
}
