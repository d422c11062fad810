// file: App/MainTabBarController.swift
import UIKit

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setViewControllers([FeedBuilder.build(), ProfileBuilder.build()], animated: false)
    }
}
