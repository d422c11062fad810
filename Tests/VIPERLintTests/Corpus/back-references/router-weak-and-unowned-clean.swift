// file: Modules/Search/SearchRouter.swift
import UIKit

final class SearchRouter: SearchRouting {
    weak var viewController: UIViewController?
    private weak var navigationController: UINavigationController?
    unowned let host: SearchViewController

    init(host: SearchViewController, navigationController: UINavigationController?) {
        self.host = host
        self.navigationController = navigationController
    }

    func openResult(_ id: Int) {
        navigationController?.pushViewController(ResultBuilder.build(id: id), animated: true)
    }
}
// file: Modules/Search/SearchViewController.swift
import UIKit

final class SearchViewController: UIViewController {
    var presenter: SearchPresentation!
}
