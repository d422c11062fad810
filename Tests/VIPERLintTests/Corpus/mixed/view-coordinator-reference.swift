// file: Flows/Signup/SignupViewController.swift
import UIKit

final class SignupViewController: UIViewController {
    var presenter: SignupPresenterProtocol?
    weak var coordinator: SignupCoordinator? // expect: view-talks-to-presenter-only

    @objc private func doneTapped() {
        coordinator?.finish()
    }
}
// file: Flows/Signup/SignupCoordinator.swift
import UIKit

final class SignupCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func finish() {
        navigationController.popToRootViewController(animated: true)
    }
}
