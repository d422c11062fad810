// file: Scenes/Login/LoginRouter.swift
import UIKit

final class LoginRouter: LoginRouterInput {
    weak var viewController: UIViewController?

    func showHome() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let home = storyboard.instantiateViewController(withIdentifier: "Home") as! HomeViewController // expect: module-isolation
        viewController?.navigationController?.setViewControllers([home], animated: true)
    }
}
// file: Scenes/Login/LoginPresenter.swift
final class LoginPresenter {
    weak var view: LoginViewInput?
}
// file: Scenes/Home/HomeViewController.swift
import UIKit

final class HomeViewController: UIViewController {
    var presenter: HomePresenter?
}
// file: Scenes/Home/HomePresenter.swift
final class HomePresenter {
    weak var view: HomeViewController?
}
