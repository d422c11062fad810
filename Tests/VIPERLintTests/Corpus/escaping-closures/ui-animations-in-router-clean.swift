// file: Modules/Root/RootRouter.swift
import UIKit

final class RootRouter {
    weak var window: UIWindow?

    func replaceRoot(with controller: UIViewController) {
        guard let window = window else { return }
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            self.window?.rootViewController = controller
        })
        UIView.animate(withDuration: 0.2) {
            self.window?.alpha = 1
        }
    }
}
