import UIKit

/// Past orders, newest first, with pull to refresh.
final class OrdersViewController: UITableViewController {
    private let orderAPI: OrderAPI = OrderAPI()
    private var orders: [PastOrder] = []
    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(refresh), for: .valueChanged)
        fetchOrders()
    }

    @objc func refresh() {
        fetchOrders()
    }

    private func fetchOrders() {
        orderAPI.orders { [weak self] orders in
            self?.ordersArrived(orders)
        }
    }

    private func ordersArrived(_ orders: [PastOrder]) {
        self.orders = sorted(orders)
        reloadTable()
    }

    private func sorted(_ orders: [PastOrder]) -> [PastOrder] {
        orders.sorted { $0.placed > $1.placed }
    }

    private func reloadTable() {
        refreshControl?.endRefreshing()
        tableView.reloadData()
    }

    private func line(for order: PastOrder) -> String {
        "\(formatter.string(from: order.placed)) · \(order.items) items"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Order", for: indexPath)
        cell.textLabel?.text = line(for: orders[indexPath.row])
        return cell
    }
}
