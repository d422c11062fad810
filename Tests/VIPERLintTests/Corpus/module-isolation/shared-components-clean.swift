// file: Modules/Home/HomeViewController.swift
import UIKit

final class HomeViewController: BaseViewController {
    var presenter: HomePresenter?
    private let loadingView = LoadingView()
    private let emptyView = EmptyStateView()
    private let header = HomeHeaderView()
}
// file: Modules/Home/HomePresenter.swift
final class HomePresenter {
    weak var view: HomeViewController?
}
// file: Common/Views/LoadingView.swift
import UIKit

final class LoadingView: UIView {}
final class EmptyStateView: UIView {}
// file: Modules/Home/HomeHeaderView.swift
import UIKit

final class HomeHeaderView: UIView {}
// file: Common/BaseViewController.swift
import UIKit

class BaseViewController: UIViewController {}
