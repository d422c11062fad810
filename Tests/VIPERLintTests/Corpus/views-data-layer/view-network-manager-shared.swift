// file: Modules/Home/HomeViewController.swift
import UIKit

final class HomeViewController: UIViewController {
    var presenter: HomePresenterProtocol!

    override func viewDidLoad() {
        super.viewDidLoad()
        NetworkManager.shared.fetchBanners { [weak self] banners in // expect: view-talks-to-presenter-only
            self?.presenter.didLoad(banners)
        }
    }
}
