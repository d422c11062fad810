// file: App/AppCoordinator.swift
import UIKit

final class AppCoordinator {
    let window: UIWindow
    let navigationController: UINavigationController
    var rootViewController: UIViewController?

    init(window: UIWindow, navigationController: UINavigationController) {
        self.window = window
        self.navigationController = navigationController
    }

    func start() {
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }
}
