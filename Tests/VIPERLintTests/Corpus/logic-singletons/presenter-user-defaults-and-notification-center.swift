// file: Modules/Settings/SettingsPresenter.swift
import Foundation

final class SettingsPresenter {
    weak var view: SettingsViewInput?
    private let interactor: SettingsInteractorInput

    init(interactor: SettingsInteractorInput) {
        self.interactor = interactor
    }

    func didToggleNotifications(_ isOn: Bool) {
        UserDefaults.standard.set(isOn, forKey: "notifications") // expect: protocol-typed-dependencies
        NotificationCenter.default.post(name: .settingsChanged, object: nil) // expect: protocol-typed-dependencies
        interactor.save(notifications: isOn)
    }
}
