// file: App/Routing/AppRouter.swift
import UIKit

final class AppRouter {
    private let window: UIWindow
    private var tabBarController: UITabBarController?
    private var navigationController: UINavigationController?

    init(window: UIWindow) {
        self.window = window
    }

    func showMain() {
        let tabs = UITabBarController()
        tabBarController = tabs
        window.rootViewController = tabs
    }
}
// file: App/Modules/Home/HomeViewController.swift
import UIKit

final class HomeViewController: UIViewController {
    var presenter: HomePresenter?
}
// file: App/Modules/Home/HomePresenter.swift
final class HomePresenter {
    weak var view: HomeViewController?
}
