// file: Formatting/AmountInputPresenter.swift
import Foundation

final class AmountInputPresenter {
    func format(_ cents: Int) -> String { String(format: "%.2f", Double(cents) / 100) }
}
// file: Widgets/BalanceBadge.swift
import UIKit

final class BalanceBadge: UIView {}

enum BalanceBadgeFactory {
    static func make() -> BalanceBadge { BalanceBadge() }
}
// file: Modules/Checkout/CheckoutPresenter.swift
final class CheckoutPresenter {
    weak var view: CheckoutViewInput?
    private let amounts = AmountInputPresenter()

    func badge() -> BalanceBadge { BalanceBadgeFactory.make() }
    func total(_ cents: Int) -> String { amounts.format(cents) }
}
// file: Modules/Checkout/CheckoutViewController.swift
import UIKit

final class CheckoutViewController: UIViewController {
    var presenter: CheckoutPresenter?
}
