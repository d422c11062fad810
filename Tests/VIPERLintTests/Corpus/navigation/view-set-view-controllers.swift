// file: Modules/Signup/SignupViewController.swift
import UIKit

final class SignupViewController: UIViewController {
    var presenter: SignupPresenterProtocol?

    func finish(with home: UIViewController) {
        navigationController?.setViewControllers([home], animated: true) // expect: navigation-in-router
        navigationController?.viewControllers = [home] // expect: navigation-in-router
    }
}
