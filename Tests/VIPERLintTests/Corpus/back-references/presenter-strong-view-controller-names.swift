// file: Settings/SettingsPresenter.swift
import UIKit // expect: no-ui-import-in-logic

final class SettingsPresenter {
    var vc: SettingsTableViewController? // expect: presenter-weak-view
    var navigationController: UINavigationController? // expect: presenter-weak-view
    private let router: SettingsRouting

    init(router: SettingsRouting) {
        self.router = router
    }
}
// file: Settings/SettingsTableViewController.swift
import UIKit

final class SettingsTableViewController: UITableViewController {
    var presenter: SettingsPresenter?
}
