// file: Modules/Basket/BasketViewController.swift
import UIKit

final class BasketViewController: UIViewController {
    var presenter: BasketPresenter?
    var interactor: BasketInteractorInput? // expect: view-talks-to-presenter-only

    @objc private func checkoutTapped() {
        BasketRouter.openCheckout(from: self) // expect: view-talks-to-presenter-only
    }
}
