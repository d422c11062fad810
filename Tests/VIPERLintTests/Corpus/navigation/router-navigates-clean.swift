// file: Modules/Menu/MenuRouter.swift
import UIKit

final class MenuRouter: MenuRouterInput {
    weak var viewController: UIViewController?

    func openSettings() {
        let settings = SettingsRouter.createModule()
        viewController?.present(settings, animated: true)
    }

    func openHelp(from view: UIViewController) {
        view.navigationController?.pushViewController(HelpRouter.createModule(), animated: true)
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        viewController?.present(alert, animated: true)
    }

    func closeAll() {
        viewController?.view.window?.rootViewController = LoginRouter.createModule()
    }
}
// file: Modules/Menu/MenuPresenter.swift
final class MenuPresenter {
    weak var view: MenuViewInput?
}
