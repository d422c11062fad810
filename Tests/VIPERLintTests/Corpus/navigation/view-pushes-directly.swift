// file: Modules/Events/EventsViewController.swift
import UIKit

final class EventsViewController: UIViewController {
    var presenter: EventsPresenterProtocol!

    func openEvent(_ controller: UIViewController) {
        navigationController?.pushViewController(controller, animated: true) // expect: navigation-in-router
    }

    @objc private func backTapped() {
        navigationController?.popViewController(animated: true) // expect: navigation-in-router
    }
}
