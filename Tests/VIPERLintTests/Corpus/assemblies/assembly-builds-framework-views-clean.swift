// file: Modules/Login/LoginAssembly.swift
import UIKit

enum LoginAssembly {
    static func build() -> UIViewController {
        let header = UIStackView()
        let view = LoginViewController()
        let presenter = LoginPresenter()
        view.presenter = presenter
        presenter.view = view
        view.install(header)
        return view
    }
}
// file: Modules/Login/LoginPresenter.swift
final class LoginPresenter {
    weak var view: LoginViewInput?
}
// file: Modules/Login/LoginViewController.swift
import UIKit

final class LoginViewController: UIViewController {
    var presenter: LoginPresenter?

    func install(_ header: UIStackView) {
        view.addSubview(header)
    }
}
