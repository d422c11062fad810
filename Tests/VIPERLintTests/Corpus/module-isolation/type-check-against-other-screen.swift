// file: Modules/Tabs/TabsRouter.swift
import UIKit

final class TabsRouter {
    weak var tabBarController: UITabBarController?

    func selectProfileIfVisible() {
        guard let controllers = tabBarController?.viewControllers else { return }
        for controller in controllers where controller is ProfileController { // expect: module-isolation
            tabBarController?.selectedViewController = controller
        }
    }
}
// file: Modules/Tabs/TabsPresenter.swift
final class TabsPresenter {
    weak var view: TabsViewInput?
}
// file: Modules/Profile/ProfileController.swift
import UIKit

final class ProfileController: UIViewController {
    var presenter: ProfilePresenter?
}
// file: Modules/Profile/ProfilePresenter.swift
final class ProfilePresenter {
    weak var view: ProfileController?
}
