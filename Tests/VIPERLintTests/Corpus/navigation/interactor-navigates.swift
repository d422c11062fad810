// file: Modules/Session/SessionInteractor.swift
import UIKit // expect: no-ui-import-in-logic

final class SessionInteractor {
    weak var output: SessionInteractorOutput?
    weak var navigationController: UINavigationController?

    func expire() {
        navigationController?.popToRootViewController(animated: true) // expect: navigation-in-router
    }
}
