// file: Core/BasePresenter.swift
class BasePresenter {
    func viewDidLoad() {}
}
// file: Core/BaseInteractor.swift
class BaseInteractor {}
// file: Modules/Login/LoginPresenter.swift
final class LoginPresenter: BasePresenter {
    weak var view: LoginViewInput?
}
// file: Modules/Login/LoginInteractor.swift
final class LoginInteractor: BaseInteractor {
    weak var output: LoginInteractorOutput?
}
