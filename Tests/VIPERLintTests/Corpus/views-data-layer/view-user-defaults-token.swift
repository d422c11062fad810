// file: Login/View/LoginViewController.swift
import UIKit

final class LoginViewController: UIViewController, LoginViewInput {
    var output: LoginViewOutput!

    func didReceive(token: String) {
        UserDefaults.standard.set(token, forKey: "token") // expect: view-talks-to-presenter-only
        output.didStoreToken()
    }
}
