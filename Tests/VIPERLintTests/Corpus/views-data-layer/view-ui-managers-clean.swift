// file: Modules/Checkout/CheckoutViewController.swift
import UIKit

final class CheckoutViewController: UIViewController {
    var presenter: CheckoutPresenterProtocol!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        IQKeyboardManager.shared.enableAutoToolbar = false
        ThemeManager.shared.apply(to: view)
        HapticFeedbackManager.shared.prepare()
        view.backgroundColor = AppColors.shared.background
    }

    @IBAction private func payTapped() {
        presenter.didTapPay()
    }
}
