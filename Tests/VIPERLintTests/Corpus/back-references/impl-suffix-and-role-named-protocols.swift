// file: Modules/Login/LoginContracts.swift
protocol LoginPresenter: AnyObject {
    func didTapSignIn()
}

protocol LoginInteractor: AnyObject {
    func signIn()
}
// file: Modules/Login/LoginPresenterImpl.swift
final class LoginPresenterImpl: LoginPresenter {
    var view: LoginViewInput? // expect: presenter-weak-view
    var interactor: LoginInteractor?

    func didTapSignIn() { interactor?.signIn() }
}
// file: Modules/Login/LoginLogic.swift
final class LoginLogic: LoginInteractor {
    var output: LoginInteractorOutput? // expect: interactor-weak-output

    func signIn() {}
}
