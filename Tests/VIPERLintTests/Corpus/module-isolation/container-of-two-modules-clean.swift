// file: App/UserContainerViewController.swift
import UIKit

final class UserContainerViewController: UIViewController {
    private let listViewController: UserListViewController
    private let historyViewController: UserHistoryViewController

    init(list: UserListViewController, history: UserHistoryViewController) {
        listViewController = list
        historyViewController = history
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(listViewController)
        addChild(historyViewController)
    }
}

// file: UserList/UserListViewController.swift
import UIKit

final class UserListViewController: UIViewController {
    var presenter: UserListPresenter?
}

// file: UserList/UserListPresenter.swift
final class UserListPresenter {
    weak var view: UserListViewController?
}

// file: UserHistory/UserHistoryViewController.swift
import UIKit

final class UserHistoryViewController: UIViewController {
    var presenter: UserHistoryPresenter?
}

// file: UserHistory/UserHistoryPresenter.swift
final class UserHistoryPresenter {
    weak var view: UserHistoryViewController?
}
