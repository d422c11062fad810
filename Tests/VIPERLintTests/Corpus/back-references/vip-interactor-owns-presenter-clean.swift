// file: App/Screens/Settings/SettingsViewController.swift
import UIKit

final class SettingsViewController: UIViewController, SettingsDisplayLogic {
    var interactor: SettingsBusinessLogic?
    var router: SettingsRoutingLogic?

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.load()
    }

    func display(rows: [String]) {}
}
// file: App/Screens/Settings/SettingsInteractor.swift
protocol SettingsBusinessLogic {
    func load()
}

final class SettingsInteractor: SettingsBusinessLogic {
    // The only reference to the Presenter: the View owns the Interactor, the Interactor the Presenter.
    var presenter: SettingsPresentationLogic?
    private let worker: SettingsWorkerProtocol

    init(worker: SettingsWorkerProtocol) {
        self.worker = worker
    }

    func load() {
        presenter?.present(rows: worker.rows())
    }
}
// file: App/Screens/Settings/SettingsPresenter.swift
protocol SettingsPresentationLogic {
    func present(rows: [String])
}

protocol SettingsDisplayLogic: AnyObject {
    func display(rows: [String])
}

final class SettingsPresenter: SettingsPresentationLogic {
    weak var view: SettingsDisplayLogic?

    func present(rows: [String]) {
        view?.display(rows: rows)
    }
}
// file: App/Screens/Settings/SettingsRouter.swift
import UIKit

protocol SettingsRoutingLogic {
    func close()
}

final class SettingsRouter: SettingsRoutingLogic {
    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}
// file: App/Screens/Settings/SettingsWorker.swift
protocol SettingsWorkerProtocol {
    func rows() -> [String]
}

struct SettingsWorker: SettingsWorkerProtocol {
    func rows() -> [String] { ["About"] }
}
