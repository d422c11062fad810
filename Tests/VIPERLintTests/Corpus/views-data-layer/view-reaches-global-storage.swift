// file: Support/Storage.swift
import Foundation

final class Storage {
    init(path: String) throws {}
    func object(forKey key: String) -> String? { nil }
}

let storage = try? Storage(path: "cache")
// file: Modules/Wallet/WalletViewController.swift
import UIKit

final class WalletViewController: UIViewController {
    var presenter: WalletViewOutput!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = storage?.object(forKey: "wallet.name") // expect: view-talks-to-presenter-only
        presenter.viewDidLoad()
    }
}
