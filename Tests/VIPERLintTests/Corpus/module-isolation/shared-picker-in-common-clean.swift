// file: Wallet/Common/UIControls/CoinPicker/CoinPickerViewController.swift
import UIKit

final class CoinPickerViewController: UIViewController {
    var onPick: ((String) -> Void)?
    var coins: [String] = []
}
// file: Wallet/Modules/BuyCoin/View/BuyCoinViewController.swift
import UIKit

final class BuyCoinViewController: UIViewController {
    var presenter: BuyCoinPresenterProtocol?

    @objc private func pickCoin() {
        let picker = CoinPickerViewController()
        picker.coins = ["BTC", "ETH"]
        picker.onPick = { [weak self] coin in self?.presenter?.didPick(coin) }
        presenter?.show(picker)
    }
}
// file: Wallet/Modules/BuyCoin/Presenter/BuyCoinPresenter.swift
final class BuyCoinPresenter: BuyCoinPresenterProtocol {
    weak var view: BuyCoinViewInput?
    func didPick(_ coin: String) {}
    func show(_ picker: UIViewController) {}
}
