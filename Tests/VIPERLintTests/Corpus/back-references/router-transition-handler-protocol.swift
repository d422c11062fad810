// file: Support/TransitionHandler.swift
import UIKit

protocol TransitionHandler: AnyObject {
    func open(_ controller: UIViewController)
}

extension UIViewController: TransitionHandler {
    func open(_ controller: UIViewController) {
        navigationController?.pushViewController(controller, animated: true)
    }
}
// file: Modules/Orders/OrdersRouter.swift
import UIKit

final class OrdersRouter {
    var transitionHandler: TransitionHandler? // expect: router-weak-view
    var source: TransitionHandler! // expect: router-weak-view

    func openDetails() {
        transitionHandler?.open(OrderDetailsBuilder.build())
    }
}
// file: Modules/Orders/OrdersPresenter.swift
final class OrdersPresenter {
    weak var view: OrdersViewInput?
    var router: OrdersRouterInput?
}
