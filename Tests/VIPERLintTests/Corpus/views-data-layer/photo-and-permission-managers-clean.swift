// file: Modules/Profile/ProfileViewController.swift
import UIKit

final class ProfileViewController: UIViewController {
    var presenter: ProfilePresenter?

    @objc private func pickAvatar() {
        PhotoLibraryManager.shared.requestAccess(from: self) { [weak self] granted in
            guard granted else { return }
            PhotoLibraryManager.shared.presentPicker(from: self)
        }
    }

    @objc private func takePicture() {
        PermissionsManager.shared.askCamera(from: self)
    }
}

// file: Modules/Profile/ProfilePresenter.swift
final class ProfilePresenter {
    weak var view: ProfileViewController?
}
