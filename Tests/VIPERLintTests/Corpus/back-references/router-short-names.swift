// file: Features/Cart/CartWireframe.swift
import UIKit

final class CartWireframe {
    var vc: CartViewController? // expect: router-weak-view
    private var baseVC: UIViewController? // expect: router-weak-view
    var controller: UITableViewController? // expect: router-weak-view

    func showCheckout() {
        vc?.navigationController?.pushViewController(CheckoutWireframe.build(), animated: true)
    }
}
// file: Features/Cart/CartViewController.swift
import UIKit

final class CartViewController: UIViewController {
    var presenter: CartPresenter?
}
// file: Features/Cart/CartPresenter.swift
final class CartPresenter {
    weak var view: CartViewController?
}
