// file: Modules/Staking/Widgets/NetworkStatusView.swift
import UIKit

final class NetworkStatusView: UIView {
    let titleLabel = UILabel()
}
// file: Modules/Staking/StakingViewController.swift
import UIKit

final class StakingViewController: UIViewController {
    var presenter: StakingPresenterProtocol?
    private let statusView = NetworkStatusView()
}
// file: Modules/NetworkStatus/NetworkStatusPresenter.swift
final class NetworkStatusPresenter {
    weak var view: NetworkStatusViewProtocol?
}
// file: Modules/NetworkStatus/NetworkStatusViewController.swift
import UIKit

final class NetworkStatusViewController: UIViewController, NetworkStatusViewProtocol {
    var presenter: NetworkStatusPresenter?
}
