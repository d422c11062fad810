// file: Common/TabBarViewController.swift
import UIKit

final class TabBarViewController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let home = HomeViewController()
        HomeModuleInitializer().configure(home)
        let cart = CartViewController()
        CartModuleInitializer().configure(cart)
        viewControllers = [home, cart]
    }
}

// file: Modules/Home/HomeViewController.swift
import UIKit

final class HomeViewController: UIViewController {
    var presenter: HomePresenter?
}

// file: Modules/Home/HomePresenter.swift
final class HomePresenter {
    weak var view: HomeViewController?
}

// file: Modules/Home/HomeModuleInitializer.swift
final class HomeModuleInitializer {
    func configure(_ view: HomeViewController) {
        let presenter = HomePresenter()
        presenter.view = view
        view.presenter = presenter
    }
}

// file: Modules/Cart/CartViewController.swift
import UIKit

final class CartViewController: UIViewController {
    var presenter: CartPresenter?
}

// file: Modules/Cart/CartPresenter.swift
final class CartPresenter {
    weak var view: CartViewController?
}

// file: Modules/Cart/CartModuleInitializer.swift
final class CartModuleInitializer {
    func configure(_ view: CartViewController) {
        let presenter = CartPresenter()
        presenter.view = view
        view.presenter = presenter
    }
}
