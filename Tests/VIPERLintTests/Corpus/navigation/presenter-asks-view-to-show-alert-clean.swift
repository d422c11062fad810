// file: Modules/Settings/Presenter/SettingsPresenter.swift
final class SettingsPresenter {
    weak var view: SettingsViewInput?

    func didTapLogout() {
        let alert = ConfirmationAlert(title: "Log out?", confirmTitle: "Log out")
        view?.showAlert(alert)
    }

    func didFailToSave() {
        let sheet = ChoiceSheet(options: ["Retry", "Cancel"])
        view?.presentSheet(sheet)
    }
}
// file: Modules/Settings/View/SettingsViewInput.swift
protocol SettingsViewInput: AnyObject {
    func showAlert(_ alert: ConfirmationAlert)
    func presentSheet(_ sheet: ChoiceSheet)
}
// file: Common/Alerts/ConfirmationAlert.swift
struct ConfirmationAlert {
    let title: String
    let confirmTitle: String
}
