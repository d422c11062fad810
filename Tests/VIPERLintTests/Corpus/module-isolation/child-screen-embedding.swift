// file: Modules/Dashboard/DashboardViewController.swift
import UIKit

final class DashboardViewController: UIViewController {
    var presenter: DashboardPresenterProtocol?
    private let stories = StoriesViewController() // expect: module-isolation

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(stories)
        view.addSubview(stories.view)
        stories.didMove(toParent: self)
    }
}
// file: Modules/Stories/StoriesViewController.swift
import UIKit

final class StoriesViewController: UIViewController {
    var presenter: StoriesPresenter?
}
// file: Modules/Stories/StoriesPresenter.swift
final class StoriesPresenter {
    weak var view: StoriesViewController?
}
