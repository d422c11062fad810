// file: Register/BirthDate/BirthDateController.swift
import UIKit

class BaseController: UIViewController {}

final class BirthDateController: BaseController {
    @IBOutlet private weak var datePicker: UIDatePicker!

    @IBAction private func nextTapped(_ sender: UIButton) {
        APIManager.social.updateProfile(["birthDate": datePicker.date]) { [weak self] response, error in // expect: view-talks-to-presenter-only
            self?.dismiss(animated: true) // expect: navigation-in-router
        }
    }
}
// file: Networking/APIManager.swift
final class APIManager {
    static let shared = APIManager()
    static let social = SocialManager()
}

final class SocialManager {
    func updateProfile(_ values: [String: Any], completion: @escaping (Any?, Error?) -> Void) {}
}
