// file: Login/LoginPresenter.swift
import Foundation

protocol LoginViewProtocol: AnyObject {
    func showError(_ message: String)
}

final class LoginPresenter {
    var view: LoginViewProtocol? // expect: presenter-weak-view
    var interactor: LoginInteractorInput?
    var router: LoginRouterInput?

    func didTapLogin() {
        interactor?.login()
    }
}
