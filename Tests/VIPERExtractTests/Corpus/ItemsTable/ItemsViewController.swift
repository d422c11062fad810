import UIKit

/// A table of items loaded from a service; tapping one pushes its detail.
final class ItemsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var countLabel: UILabel!

    private let service: ItemService = ItemService()
    private var items: [Item] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Items"
        tableView.dataSource = self
        tableView.delegate = self
        reload()
    }

    private func reload() {
        fetchItems()
    }

    private func fetchItems() {
        service.fetchItems { [weak self] items in
            self?.itemsLoaded(items)
        }
    }

    private func itemsLoaded(_ items: [Item]) {
        self.items = items
        showItems()
    }

    private func showItems() {
        countLabel.text = summary()
        tableView.reloadData()
    }

    private func summary() -> String {
        items.isEmpty ? "No items" : "\(items.count) items"
    }

    private func caption(for item: Item) -> String {
        "\(item.name) – \(item.price) €"
    }

    private func showDetail(of item: Item) {
        let detail = ItemDetailViewController(item: item)
        navigationController?.pushViewController(detail, animated: true)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = caption(for: items[indexPath.row])
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        showDetail(of: items[indexPath.row])
    }
}
