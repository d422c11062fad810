// file: Modules/Orders/OrdersViewController.swift
import UIKit

final class OrdersViewController: UIViewController {
    var presenter: OrdersPresenterProtocol!
    private let tableView = UITableView()

    @objc private func closeTapped() {
        presenter.dismiss()
    }

    func select(_ row: Int) {
        presenter.present(orderAt: row)
        presenter.show(row)
    }

    func showLoading(_ isLoading: Bool) {
        tableView.isHidden = isLoading
    }

    func show(error: String) {
        title = error
    }
}
