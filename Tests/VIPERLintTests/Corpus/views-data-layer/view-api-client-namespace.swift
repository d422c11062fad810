// file: Auth/SignIn/SignInViewController.swift
import UIKit

final class SignInViewController: UIViewController {
    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var passwordField: UITextField!
    var presenter: SignInPresenterInput?

    @IBAction private func signInTapped(_ sender: UIButton) {
        APIClient.account.signIn(email: emailField.text ?? "", password: passwordField.text ?? "") { [weak self] result in // expect: view-talks-to-presenter-only
            self?.presenter?.didSignIn(result)
        }
    }
}
// file: Networking/APIClient.swift
final class APIClient {
    static let account = AccountEndpoints()
    static let feed = FeedEndpoints()
}

final class AccountEndpoints {
    func signIn(email: String, password: String, completion: @escaping (Result<String, Error>) -> Void) {}
}

final class FeedEndpoints {}
