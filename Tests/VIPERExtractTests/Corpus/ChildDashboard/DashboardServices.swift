import UIKit

struct DashboardTotals: Equatable {
    let visits: Int
    let orders: Int
}

@MainActor
final class StatsService {
    func fetchTotals(completion: @escaping (DashboardTotals) -> Void) {
        EventLog.record("StatsService.fetchTotals")
        completion(DashboardTotals(visits: 120, orders: 7))
    }
}
