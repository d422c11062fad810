import UIKit

struct Item: Equatable, Sendable {
    let name: String
    let price: Int
}

/// The items' back end.
final class ItemService {
    func fetchItems(completion: @escaping ([Item]) -> Void) {
        completion([Item(name: "Lamp", price: 40), Item(name: "Desk", price: 120)])
    }
}

final class ItemDetailViewController: UIViewController {
    let item: Item
    init(item: Item) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }
}
