// file: App/Presentation/ScreenAssembler.swift
import UIKit

struct ScreenAssembler {
    static func makeWindow(showing module: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = module
        window.makeKeyAndVisible()
        return window
    }
}
// file: App/AppDelegate.swift
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = ScreenAssembler.makeWindow(showing: UIViewController())
        return true
    }
}
