// file: Modules/Splash/SplashRouter.swift
import UIKit

final class SplashRouter {
    weak var viewController: UIViewController?

    static func prefetch() {
        DispatchQueue.global().async {
            self.warmUpCaches()
        }
    }

    static func warmUpCaches() {}
}
