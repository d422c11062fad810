// file: Modules/Logout/LogoutPresenter.swift
import UIKit // expect: no-ui-import-in-logic

final class LogoutPresenter {
    weak var view: LogoutViewInput?

    func didLogout() {
        UIApplication.shared.windows.first?.rootViewController = LoginBuilder.build() // expect: navigation-in-router, protocol-typed-dependencies
    }
}
