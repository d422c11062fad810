// file: Classes/Modules/Contacts/ContactsWireframe.swift
import UIKit

class ContactsWireframe: NSObject {
    weak var contactsViewController: ContactsViewController?
    var rootWireframe: RootWireframe?

    func presentContactsInterface(from window: UIWindow) {
        let controller = ContactsViewController()
        contactsViewController = controller
        rootWireframe?.showRootViewController(controller, in: window)
    }
}
// file: Classes/Modules/Contacts/ContactsViewController.swift
import UIKit

class ContactsViewController: UITableViewController, ContactsViewInterface {
    var eventHandler: ContactsModuleInterface?

    override func viewDidLoad() {
        super.viewDidLoad()
        eventHandler?.updateView()
    }
}
// file: Classes/Modules/Contacts/ContactsPresenter.swift
import Foundation

class ContactsPresenter: NSObject, ContactsModuleInterface {
    weak var userInterface: ContactsViewInterface?
    var interactor: ContactsInteractorInput?

    func updateView() {
        interactor?.findContacts()
    }
}
