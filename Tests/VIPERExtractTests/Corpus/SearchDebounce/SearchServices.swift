import UIKit

/// Runs only the last of the actions scheduled before `flush()` (the clock, in tests).
@MainActor
final class SearchScheduler {
    static var pending: (() -> Void)?

    func debounce(after seconds: Double, _ action: @escaping () -> Void) {
        Self.pending = action
    }

    static func flush() {
        let action = pending
        pending = nil
        action?()
    }
}

/// Cities whose name starts with the query.
@MainActor
final class CitySearchService {
    private let cities = ["Lima", "Lisbon", "Lyon", "London"]

    func search(_ query: String, completion: @escaping ([String]) -> Void) {
        EventLog.record("CitySearchService.search(\(query))")
        completion(cities.filter { $0.lowercased().hasPrefix(query.lowercased()) })
    }
}
