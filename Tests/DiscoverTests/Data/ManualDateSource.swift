import Foundation

/// A date source tests move by hand, so throttles and sessions expire without waiting.
final class ManualDateSource: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = start
    }

    /// The current instant.
    var now: Date { lock.withLock { current } }

    /// Moves the clock forward by `seconds`.
    func advance(by seconds: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }
}
