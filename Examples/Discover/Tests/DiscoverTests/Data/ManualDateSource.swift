import Foundation
import VIPERLock

/// A date source tests move by hand, so throttles and sessions expire without waiting.
final class ManualDateSource: Sendable {
    private let current: Locked<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = Locked(start)
    }

    /// The current instant.
    var now: Date { current.withLock { $0 } }

    /// Moves the clock forward by `seconds`.
    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
