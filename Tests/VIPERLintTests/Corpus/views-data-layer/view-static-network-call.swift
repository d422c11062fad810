// file: Feed/FeedViewController.swift
import UIKit

final class FeedViewController: UIViewController {
    var presenter: FeedPresenterProtocol!

    @objc private func refresh() {
        NetworkService.request(.feed) { [weak self] posts in // expect: view-talks-to-presenter-only
            self?.presenter.didRefresh(posts)
        }
    }
}
