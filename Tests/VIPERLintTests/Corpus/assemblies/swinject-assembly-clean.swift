// file: App/Assemblies/PresenterAssembly.swift
import Swinject

final class PresenterAssembly: Assembly {
    func assemble(container: Container) {
        container.register(LoginPresenterProtocol.self) { resolver in
            LoginPresenter(interactor: resolver.resolve(LoginInteractorInput.self)!)
        }
        container.register(HomePresenterProtocol.self) { resolver in
            HomePresenter(interactor: resolver.resolve(HomeInteractorInput.self)!)
        }
    }
}
// file: App/Modules/Login/LoginPresenter.swift
final class LoginPresenter: LoginPresenterProtocol {
    weak var view: LoginViewInput?
    init(interactor: LoginInteractorInput) {}
}
// file: App/Modules/Home/HomePresenter.swift
final class HomePresenter: HomePresenterProtocol {
    weak var view: HomeViewInput?
    init(interactor: HomeInteractorInput) {}
}
