import UIKit

struct ShopProduct: Equatable {
    let sku: String
    let name: String
    let cents: Int
}

@MainActor
final class CartService {
    func add(_ sku: String, quantity: Int) {
        EventLog.record("CartService.add(\(sku), \(quantity))")
    }
}
