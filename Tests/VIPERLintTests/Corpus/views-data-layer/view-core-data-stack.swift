// file: Notes/NotesViewController.swift
import UIKit
import CoreData

final class NotesViewController: UITableViewController {
    var presenter: NotesViewOutput!

    private func deleteNote(at indexPath: IndexPath) {
        let context = CoreDataStack.shared.context // expect: view-talks-to-presenter-only
        presenter.didDelete(at: indexPath.row, in: context)
    }
}
