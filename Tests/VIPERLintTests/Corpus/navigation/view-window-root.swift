// file: Modules/Welcome/WelcomeViewController.swift
import UIKit

final class WelcomeViewController: UIViewController {
    var presenter: WelcomePresenterProtocol?

    @objc private func skipTapped() {
        view.window?.rootViewController = UINavigationController(rootViewController: UIViewController()) // expect: navigation-in-router
    }
}
