// file: Documents/DocumentsViewController.swift
import UIKit

final class DocumentsViewController: UIViewController {
    var presenter: DocumentsPresenterProtocol?

    private func exportLogs() {
        let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first // expect: view-talks-to-presenter-only
        URLSession.shared.dataTask(with: URL(string: "https://example.com/logs")!).resume() // expect: view-talks-to-presenter-only
        presenter?.didExport(to: folder)
    }
}
