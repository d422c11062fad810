// file: App/Presentation/ScreenAssembler.swift
import UIKit

struct ScreenAssembler {
    static func show(_ module: UIViewController, in window: UIWindow) {
        let snapshot = UIView(frame: window.bounds)
        window.rootViewController = module // expect: navigation-in-router
        window.addSubview(snapshot)
    }
}
