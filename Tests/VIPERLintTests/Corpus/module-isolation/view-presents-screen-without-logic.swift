// file: Modules/Post/PostViewController.swift
import UIKit

final class PostViewController: UIViewController {
    var presenter: PostPresenterProtocol?

    @objc private func shareTapped() {
        let next = ShareViewController()
        present(next, animated: true) // expect: navigation-in-router
    }
}
// file: Extensions/Share/ShareViewController.swift
import UIKit

final class ShareViewController: UIViewController {
    var items: [Any] = []
}
