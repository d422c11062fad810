// file: Modules/Menu/MenuViewController.swift
import UIKit

final class MenuViewController: UIViewController {
    var presenter: MenuPresenterProtocol?

    @objc private func openSettings() {
        let settings = SettingsRouter.createModule() // expect: view-talks-to-presenter-only
        settings.modalPresentationStyle = .fullScreen
        self.present(settings, animated: true, completion: nil) // expect: navigation-in-router
    }
}
