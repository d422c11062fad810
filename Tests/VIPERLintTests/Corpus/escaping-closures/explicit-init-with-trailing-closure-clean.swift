// file: Profile/ProfileRouter.swift
import UIKit

final class ProfileRouter {
    weak var viewController: UIViewController?
    var onSignOut: (() -> Void)?

    func confirmSignOut() {
        let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction.init(title: "Sign out", style: .destructive) { _ in self.finish() })
        viewController?.present(alert, animated: true)
    }

    private func finish() { onSignOut?() }
}
