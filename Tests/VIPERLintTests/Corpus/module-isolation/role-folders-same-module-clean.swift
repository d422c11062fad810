// file: Modules/Wallet/View/WalletScreen.swift
import UIKit

final class WalletScreen: UIViewController {
    var output: WalletPresenter?
}
// file: Modules/Wallet/Presenter/WalletPresenter.swift
final class WalletPresenter {
    weak var view: WalletScreen?
}
