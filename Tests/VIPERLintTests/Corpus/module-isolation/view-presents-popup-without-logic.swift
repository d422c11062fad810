// file: App/Modules/Transfer/TransferViewController.swift
import UIKit

final class TransferViewController: UIViewController {
    var presenter: TransferPresenter?

    func confirmAmount() {
        let popup = AmountConfirmationViewController()
        popup.onConfirm = { [weak self] in self?.presenter?.didConfirm() }
        present(popup, animated: true) // expect: navigation-in-router
    }
}
// file: App/Modules/Transfer/TransferPresenter.swift
final class TransferPresenter {
    weak var view: TransferViewController?
    func didConfirm() {}
}
// file: App/Modules/AmountConfirmation/AmountConfirmationViewController.swift
import UIKit

final class AmountConfirmationViewController: UIViewController {
    var onConfirm: (() -> Void)?
}
// file: App/Modules/AmountConfirmation/AmountConfirmationRouter.swift
final class AmountConfirmationRouter {
    weak var viewController: UIViewController?
    func close() { viewController?.dismiss(animated: true) }
}
