// file: Modules/MainTabBar/MainTabBarViewController.swift
import UIKit

final class MainTabBarViewController: UITabBarController, MainTabBarViewProtocol {
    var presenter: MainTabBarPresenterProtocol!

    override func viewDidLoad() {
        super.viewDidLoad()
        setViewControllers([UIViewController(), UIViewController()], animated: false)
        presenter.didLoad()
    }
}
// file: Modules/MainTabBar/MainTabBarPresenter.swift
final class MainTabBarPresenter: MainTabBarPresenterProtocol {
    weak var view: MainTabBarViewProtocol?
    func didLoad() {}
}
// file: Modules/Wallet/WalletRouter.swift
import UIKit

final class WalletRouter {
    weak var viewController: UIViewController?

    func showMainTabs() {
        if let tabs = viewController?.tabBarController as? MainTabBarViewController { // expect: module-isolation
            tabs.selectedIndex = 0
        }
    }
}
// file: Modules/Wallet/WalletPresenter.swift
final class WalletPresenter {
    weak var view: WalletViewInput?
}
// file: Modules/Wallet/WalletViewController.swift
import UIKit

final class WalletViewController: UIViewController {
    var presenter: WalletPresenter?
    private let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)

    func showPage(_ page: UIViewController) {
        pages.setViewControllers([page], direction: .forward, animated: true)
    }
}
