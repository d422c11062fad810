// file: Modules/Orders/OrdersRouter.swift
import UIKit

final class OrdersRouter {
    weak var viewController: UIViewController?

    func openOrder(id: String) {
        let details = OrderDetailsViewController() // expect: module-isolation
        details.orderID = id
        viewController?.navigationController?.pushViewController(details, animated: true)
    }
}
// file: Modules/Orders/OrdersPresenter.swift
final class OrdersPresenter {
    weak var view: OrdersViewInput?
}
// file: Modules/OrderDetails/OrderDetailsViewController.swift
import UIKit

final class OrderDetailsViewController: UIViewController {
    var orderID: String?
    var presenter: OrderDetailsPresenter?
}
// file: Modules/OrderDetails/OrderDetailsPresenter.swift
final class OrderDetailsPresenter {
    weak var view: OrderDetailsViewController?
}
