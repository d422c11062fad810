import UIKit

/// The app-wide store the counter screen saves to.
@MainActor
final class CounterStore {
    static let shared = CounterStore()
    var count = 2 {
        didSet { EventLog.record("CounterStore.count = \(count)") }
    }
}
