// file: Profile/ProfileViewController.swift
import UIKit

final class ProfileViewController: UIViewController {
    var presenter: ProfilePresenterProtocol?
    @IBOutlet private weak var avatarView: UIImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        avatarView.image = Cache.shared.image(forKey: "avatar") // expect: view-talks-to-presenter-only
        if Keychain.shared.accessToken == nil { // expect: view-talks-to-presenter-only
            presenter?.didFindNoSession()
        }
    }
}
