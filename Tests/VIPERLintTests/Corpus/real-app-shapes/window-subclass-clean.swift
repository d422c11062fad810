// file: App/View/AppWindow.swift
import UIKit

final class AppWindow: UIWindow {
    func showRoot(_ controller: UIViewController) {
        rootViewController = controller
    }
}
