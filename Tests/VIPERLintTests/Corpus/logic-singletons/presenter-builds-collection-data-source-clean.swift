// file: App/Scenes/Accounts/Presenter/AccountsPresenter.swift
import Foundation

final class AccountsPresenter {
    weak var view: AccountsViewInput?
    private let interactor: AccountsInteractorInput
    private var accountsDataManager: AccountsDataManager!

    init(interactor: AccountsInteractorInput) {
        self.interactor = interactor
    }

    func viewIsReady(collectionView: AccountsCollection) {
        accountsDataManager = AccountsDataManager(accounts: interactor.accounts())
        accountsDataManager.attach(to: collectionView)
    }
}
// file: App/Scenes/Accounts/Presenter/AccountsDataManager/AccountsDataManager.swift
import UIKit

protocol AccountsCollection: AnyObject {}

final class AccountsDataManager: NSObject {
    private let accounts: [String]

    init(accounts: [String]) {
        self.accounts = accounts
    }

    func attach(to collection: AccountsCollection) {}
}

extension AccountsDataManager: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        accounts.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
}
// file: App/Scenes/Accounts/Interactor/AccountsInteractor.swift
protocol AccountsInteractorInput {
    func accounts() -> [String]
}

final class AccountsInteractor: AccountsInteractorInput {
    func accounts() -> [String] { [] }
}
// file: App/Scenes/Accounts/View/AccountsViewInput.swift
protocol AccountsViewInput: AnyObject {}
