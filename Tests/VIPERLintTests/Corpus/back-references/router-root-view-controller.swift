// file: App/Modules/Feed/FeedRouter.swift
import UIKit

final class FeedRouter: FeedRouting {
    var rootViewController: UIViewController? // expect: router-weak-view
    let tabBar: UITabBarController // expect: router-weak-view

    init(rootViewController: UIViewController, tabBar: UITabBarController) {
        self.rootViewController = rootViewController
        self.tabBar = tabBar
    }

    func showStory(_ id: Int) {
        rootViewController?.present(StoryRouter.assemble(id: id), animated: true)
    }
}
// file: App/Modules/Feed/FeedInteractor.swift
final class FeedInteractor {
    weak var output: FeedInteractorOutput?
}
