import UIKit

struct PastOrder: Equatable {
    let placed: Date
    let items: Int
}

@MainActor
final class OrderAPI {
    func orders(completion: @escaping ([PastOrder]) -> Void) {
        EventLog.record("OrderAPI.orders")
        completion([PastOrder(placed: Date(timeIntervalSince1970: 0), items: 2), PastOrder(placed: Date(timeIntervalSince1970: 86_400 * 400), items: 1)])
    }
}
