import Foundation
import Synchronization

/// A date source tests move by hand, so lockouts expire without waiting.
final class ManualDateSource: Sendable {
    private let current: Mutex<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = Mutex(start)
    }

    /// The current instant.
    var now: Date { current.withLock { $0 } }

    /// Moves the clock forward by `seconds`.
    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
