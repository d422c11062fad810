// file: Welcome/WelcomePresenter.swift
protocol WelcomeViewInput: AnyObject { func didSignIn() }

final class WelcomePresenter {
    weak var view: WelcomeViewInput?
}

// file: Welcome/WelcomeViewController.swift
import UIKit

final class WelcomeViewController: UIViewController, WelcomeViewInput {
    var presenter: WelcomePresenter?
    func didSignIn() { title = "Signed in" }
}

// file: SignIn/SignInPresenter.swift
final class SignInPresenter {
    weak var welcomeScreenView: WelcomeViewInput?
    func finish() { welcomeScreenView?.didSignIn() }
}

// file: SignIn/SignInViewController.swift
import UIKit

final class SignInViewController: UIViewController {
    var output: SignInPresenter?
}

// file: SignIn/SignInBuilder.swift
import UIKit

enum SignInBuilder {
    static func build(opener: UIViewController) -> UIViewController {
        let presenter = SignInPresenter()
        let viewController = SignInViewController()
        presenter.welcomeScreenView = opener as? WelcomeViewInput
        viewController.output = presenter
        return viewController
    }
}
