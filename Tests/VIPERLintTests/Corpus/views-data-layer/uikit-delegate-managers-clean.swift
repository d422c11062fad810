// file: Modules/Search/SearchManager.swift
import UIKit

final class SearchManager: NSObject, UISearchBarDelegate {
    var onSearch: ((String) -> Void)?

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        onSearch?(searchBar.text ?? "")
    }
}

// file: Modules/Search/PagesManager.swift
import UIKit

final class PagesManager: NSObject {
    var pages: [UIViewController] = []
}

extension PagesManager: UIPageViewControllerDataSource {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? { nil }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? { nil }
}

// file: Modules/Search/SearchViewController.swift
import UIKit

final class SearchViewController: UIViewController {
    var presenter: SearchPresenter?
    private let searchManager = SearchManager()
    private let pagesManager = PagesManager()
}

// file: Modules/Search/SearchPresenter.swift
final class SearchPresenter {
    weak var view: SearchViewController?
}
