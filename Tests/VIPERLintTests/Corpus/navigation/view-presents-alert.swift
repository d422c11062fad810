// file: Modules/Login/LoginViewController.swift
import UIKit

final class LoginViewController: UIViewController, LoginViewInput {
    var output: LoginViewOutput!

    func showError(_ message: String) {
        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true) // expect: navigation-in-router
    }
}
