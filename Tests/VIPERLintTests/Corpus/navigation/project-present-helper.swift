// file: Modules/Home/HomeController.swift
import UIKit
import PanModal

final class HomeController: UIViewController {
    var presenter: HomePresenterProtocol!

    func showInvites(_ controller: UIViewController) {
        presentPanModal(controller) // expect: navigation-in-router
    }

    func showSheet(_ sheetController: UIViewController) {
        present(sheetController, presentationStyle: .pageSheet) // expect: navigation-in-router
    }
}
