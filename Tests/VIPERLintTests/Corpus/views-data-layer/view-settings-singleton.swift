// file: Scenes/Wallet/WalletViewController.swift
import UIKit

final class WalletViewController: UIViewController, WalletViewProtocol {
    var presenter: WalletPresenterProtocol!

    override func viewDidLoad() {
        super.viewDidLoad()
        let wallet = SelectedWalletSettings.shared.value // expect: view-talks-to-presenter-only
        presenter.setup(with: wallet)
    }
}
