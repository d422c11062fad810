import UIKit

struct Item: Equatable, Sendable {
    let name: String
    let price: Int
}

/// The items' back end.
@MainActor
final class ItemService {
    func fetchItems(completion: @escaping ([Item]) -> Void) {
        EventLog.record("ItemService.fetchItems")
        completion([Item(name: "Lamp", price: 40), Item(name: "Desk", price: 120)])
    }
}

@MainActor
final class ItemDetailViewController: UIViewController {
    let item: Item
    init(item: Item) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
        title = item.name
    }
}
