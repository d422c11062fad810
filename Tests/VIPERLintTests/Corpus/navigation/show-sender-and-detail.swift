// file: Modules/Mail/MailViewController.swift
import UIKit

final class MailViewController: UITableViewController {
    var presenter: MailPresenterProtocol?

    func open(_ message: UIViewController) {
        show(message, sender: self) // expect: navigation-in-router
    }

    func openDetail(_ detail: UIViewController) {
        showDetailViewController(detail, sender: self) // expect: navigation-in-router
    }
}
