// file: Support/Globals.swift
import Foundation

final class Storage {
    func object(forKey key: String) -> String? { nil }
}

let storage = Storage()
let formatter = DateFormatter()
// file: Modules/Notes/NotesPresenter.swift
import Foundation

protocol NotesStorage: AnyObject {
    func object(forKey key: String) -> String?
}

final class NotesPresenter {
    weak var view: NotesViewInput?
    private let storage: NotesStorage

    init(storage: NotesStorage) {
        self.storage = storage
    }

    func viewDidLoad() {
        view?.show(draft: storage.object(forKey: "draft") ?? "")
    }
}
// file: Modules/Notes/NotesViewController.swift
import UIKit

final class NotesViewController: UIViewController {
    var presenter: NotesPresenter?
    private let dateLabel = UILabel()

    func show(date: Date) {
        dateLabel.text = formatter.string(from: date)
    }
}
