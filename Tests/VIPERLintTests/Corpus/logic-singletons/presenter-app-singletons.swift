// file: Login/Presenter/LoginPresenter.swift
import Foundation

final class LoginPresenter {
    weak var view: LoginViewProtocol?
    private let interactor: LoginInteractorProtocol
    private let router: LoginRouterProtocol

    init(interactor: LoginInteractorProtocol, router: LoginRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    func didReceive(user: User) {
        if let token = Keychain.shared.accessToken { // expect: protocol-typed-dependencies
            ChatClient.sharedInstance.connect(user: user.id, token: token) // expect: protocol-typed-dependencies
        }
        Application.shared.switchToHome() // expect: protocol-typed-dependencies
    }
}
