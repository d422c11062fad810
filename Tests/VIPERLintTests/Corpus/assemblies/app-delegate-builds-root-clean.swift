// file: App/AppDelegate.swift
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UINavigationController(rootViewController: LaunchViewController())
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
// file: App/Launch/LaunchViewController.swift
import UIKit

final class LaunchViewController: UIViewController {
    var presenter: LaunchPresenterProtocol?
}
