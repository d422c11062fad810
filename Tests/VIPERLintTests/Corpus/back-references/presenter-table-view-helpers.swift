// file: Contacts/ContactsPresenter.swift
import UIKit // expect: no-ui-import-in-logic

final class ContactsPresenter: NSObject {
    weak var view: ContactsViewInput?
    weak var tableView: UITableView?
    private let interactor: ContactsInteractorInput

    init(interactor: ContactsInteractorInput) {
        self.interactor = interactor
    }
}
