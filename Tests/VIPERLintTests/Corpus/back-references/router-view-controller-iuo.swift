// file: Scenes/Settings/Router/SettingsRouter.swift
import UIKit

class SettingsRouter: SettingsRouterInput {
    var viewController: UIViewController! // expect: router-weak-view

    func closeSettings() {
        viewController.dismiss(animated: true, completion: nil)
    }
}
// file: Scenes/Settings/Presenter/SettingsPresenter.swift
class SettingsPresenter: SettingsViewOutput {
    weak var view: SettingsViewInput!
    var router: SettingsRouterInput!
}
