// file: Wallet/WalletPresenter.swift
import Foundation

protocol WalletViewInput: AnyObject {
    func display(balance: String)
}

final class WalletPresenter {
    unowned let view: WalletViewInput
    private let formatter = NumberFormatter()

    init(view: WalletViewInput) {
        self.view = view
    }

    func didLoad(balance: Decimal) {
        view.display(balance: formatter.string(from: balance as NSNumber) ?? "")
    }
}
