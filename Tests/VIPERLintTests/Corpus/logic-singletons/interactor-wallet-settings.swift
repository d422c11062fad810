// file: Modules/WalletDetails/WalletDetailsInteractor.swift
import Foundation

final class WalletDetailsInteractor {
    weak var presenter: WalletDetailsInteractorOutput?
    private var wallet: String?

    func save(_ updated: String) {
        SelectedWalletSettings.shared.performSave(value: updated) { result in // expect: protocol-typed-dependencies, weak-self-in-escaping-closures
            switch result {
            case .success(let saved):
                self.wallet = saved
                DispatchQueue.main.async { // expect: weak-self-in-escaping-closures
                    self.presenter?.didSave(saved)
                }
            case .failure:
                break
            }
        }
    }
}
