// file: Modules/About/AboutViewController.swift
import UIKit

final class AboutViewController: UIViewController {
    var presenter: AboutPresenterProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String
        title = version
        view.frame = UIScreen.main.bounds
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        if UIDevice.current.userInterfaceIdiom == .pad {
            view.backgroundColor = .systemBackground
        }
    }

    @objc private func keyboardWillShow() {}

    @objc private func openSettingsTapped() {
        if let url = URL(string: UIApplication.openSettingsURLString) {
            UIApplication.shared.open(url)
        }
    }
}
