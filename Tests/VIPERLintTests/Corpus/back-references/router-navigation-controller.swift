// file: Modules/Orders/OrdersRouter.swift
import UIKit

protocol OrdersRouterProtocol {
    func openOrder(id: String)
}

final class OrdersRouter: OrdersRouterProtocol {
    var navigationController: UINavigationController? // expect: router-weak-view

    init(navigationController: UINavigationController?) {
        self.navigationController = navigationController
    }

    func openOrder(id: String) {
        navigationController?.pushViewController(OrderDetailsRouter.createModule(id: id), animated: true)
    }
}
// file: Modules/Orders/OrdersPresenter.swift
final class OrdersPresenter {
    weak var view: OrdersViewProtocol?
    private let router: OrdersRouterProtocol
    init(router: OrdersRouterProtocol) { self.router = router }
}
