// file: Modules/Profile/ProfileViewController.swift
import UIKit

final class ProfileViewController: UIViewController {
    var presenter: ProfileViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = CustomizationManager.shared.backgroundColor
        view.tintColor = SkinManager.shared.accentColor
        presenter?.viewDidLoad()
    }
}
