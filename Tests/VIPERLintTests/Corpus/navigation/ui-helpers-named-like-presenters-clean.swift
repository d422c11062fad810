// file: App/Modules/Login/LoginPresenter.swift
protocol LoginViewInput: AnyObject {
    func showError(_ message: String)
}

final class LoginPresenter {
    weak var view: LoginViewInput?
    var router: LoginRouterInput!
    var alertPresenter: AlertPresenter!

    func didFail() {
        alertPresenter.showAlert(title: "Login failed")
    }
}
// file: App/Modules/Login/LoginRouter.swift
import UIKit

protocol LoginRouterInput {
    func close()
}

final class LoginRouter: LoginRouterInput {
    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}
// file: App/Modules/Login/LoginViewController.swift
import UIKit

final class LoginViewController: UIViewController, LoginViewInput {
    var output: LoginPresenter!

    func showError(_ message: String) {}
}
// file: App/Presenters/Alert/AlertPresenter.swift
protocol AlertPresenter {
    func showAlert(title: String)
}
// file: App/Presenters/Alert/Impl/AlertPresenterImpl.swift
import UIKit

// A helper that shows an alert over whichever screen is on top: no module's Presenter.
final class AlertPresenterImpl: AlertPresenter {
    func showAlert(title: String) {
        let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
        UIApplication.shared.windows.first?.rootViewController?.present(alert, animated: true)
    }
}
// file: App/Presenters/MailComposer/MailComposerPresenterMessageUI.swift
import UIKit

final class MailComposerPresenterMessageUI: NSObject {
    func compose(from viewController: UIViewController) {
        let composer = UIViewController()
        viewController.present(composer, animated: true)
    }

    func close(_ composer: UIViewController) {
        composer.dismiss(animated: true)
    }
}
