// file: fearless/Modules/AccountCreate/AccountCreateViewFactory.swift
import Foundation

final class AccountCreateViewFactory {
    static func createView(flow: String) -> AccountCreateViewProtocol? {
        let wireframe = AccountCreateWireframe()
        let interactor = AccountCreateInteractor()
        let presenter = AccountCreatePresenter(wireframe: wireframe, interactor: interactor, flow: flow)
        let view = AccountCreateViewController(presenter: presenter)
        presenter.view = view
        interactor.presenter = presenter
        return view
    }
}
// file: fearless/Modules/AccountCreate/AccountCreateWireframe.swift
import UIKit

final class AccountCreateWireframe: AccountCreateWireframeProtocol {
    func confirm(from view: AccountCreateViewProtocol?) {
        guard let confirmation = AccountConfirmViewFactory.createView()?.controller else { return }
        view?.controller.navigationController?.pushViewController(confirmation, animated: true)
    }
}
// file: fearless/Modules/AccountCreate/AccountCreatePresenter.swift
final class AccountCreatePresenter {
    weak var view: AccountCreateViewProtocol?
    let wireframe: AccountCreateWireframeProtocol
    let interactor: AccountCreateInteractorInputProtocol

    init(wireframe: AccountCreateWireframeProtocol, interactor: AccountCreateInteractorInputProtocol, flow: String) {
        self.wireframe = wireframe
        self.interactor = interactor
    }

    func proceed() {
        wireframe.confirm(from: view)
    }
}
// file: fearless/Modules/AccountCreate/AccountCreateInteractor.swift
final class AccountCreateInteractor {
    weak var presenter: AccountCreateInteractorOutputProtocol!
}
// file: fearless/Modules/AccountCreate/AccountCreateViewController.swift
import UIKit

final class AccountCreateViewController: UIViewController, AccountCreateViewProtocol {
    let presenter: AccountCreatePresenter

    init(presenter: AccountCreatePresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
