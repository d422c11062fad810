// file: Common/ViewController/NavigationController/SecureFlowNavigationController.swift
import UIKit

final class SecureFlowNavigationController: UINavigationController {
    @objc private func closeTapped() {
        presentingViewController?.dismiss(animated: true)
    }
}
