// file: Support/Storage.swift
import Foundation

final class Storage {
    func object(forKey key: String) -> String? { nil }
}

let storage = Storage()
// file: Modules/Drafts/DraftsViewController.swift
import UIKit

final class DraftsViewController: UIViewController {
    var presenter: DraftsViewOutput?

    func show(drafts storage: DraftsSnapshot) {
        title = storage.title
    }

    func showPreview(_ snapshots: [DraftsSnapshot]) {
        for storage in snapshots {
            print(storage.title)
        }
        snapshots.forEach { storage in print(storage.title) }
    }

    func showCached(_ loader: () -> DraftsSnapshot?) {
        guard let storage = loader() else { return }
        title = storage.title
    }
}
