// file: Sources/DI/ModuleFactory.swift
import UIKit

enum ModuleFactory {
    static func makeLogin(output: LoginModuleOutput) -> UIViewController {
        let view = LoginViewController()
        let interactor = LoginInteractor(auth: AuthService())
        let router = LoginRouter()
        let presenter = LoginPresenter(view: view, interactor: interactor, router: router, output: output)
        interactor.output = presenter
        router.viewController = view
        view.presenter = presenter
        return view
    }

    static func makeProfile(userID: String) -> UIViewController {
        let view = ProfileViewController()
        let interactor = ProfileInteractor(userID: userID)
        let presenter = ProfilePresenter(view: view, interactor: interactor)
        interactor.output = presenter
        view.presenter = presenter
        return view
    }
}
// file: Sources/Modules/Login/LoginViewController.swift
import UIKit

final class LoginViewController: UIViewController {
    var presenter: LoginPresenter?
}
// file: Sources/Modules/Login/LoginPresenter.swift
final class LoginPresenter {
    weak var view: LoginViewController?
    init(view: LoginViewController, interactor: LoginInteractor, router: LoginRouter, output: LoginModuleOutput) {
        self.view = view
    }
}
// file: Sources/Modules/Login/LoginInteractor.swift
final class LoginInteractor {
    weak var output: LoginPresenter?
    init(auth: AuthServicing) {}
}
// file: Sources/Modules/Login/LoginRouter.swift
import UIKit

final class LoginRouter {
    weak var viewController: UIViewController?
}
// file: Sources/Modules/Profile/ProfileViewController.swift
import UIKit

final class ProfileViewController: UIViewController {
    var presenter: ProfilePresenter?
}
// file: Sources/Modules/Profile/ProfilePresenter.swift
final class ProfilePresenter {
    weak var view: ProfileViewController?
    init(view: ProfileViewController, interactor: ProfileInteractor) {
        self.view = view
    }
}
// file: Sources/Modules/Profile/ProfileInteractor.swift
final class ProfileInteractor {
    weak var output: ProfilePresenter?
    init(userID: String) {}
}
