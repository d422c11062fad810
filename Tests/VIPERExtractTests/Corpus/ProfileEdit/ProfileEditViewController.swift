import UIKit

/// Edits the user's display name and bio, saves them through the profile repository.
final class ProfileEditViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var nameField: UITextField!
    @IBOutlet weak var bioField: UITextField!
    @IBOutlet weak var counterLabel: UILabel!

    private let repository: ProfileRepository = ProfileRepository()
    private let maximumBioLength = 160

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.delegate = self
        navigationItem.title = "Edit profile"
        fill(with: currentProfile())
    }

    private func currentProfile() -> EditableProfile {
        repository.load()
    }

    private func fill(with profile: EditableProfile) {
        nameField.text = profile.name
        bioField.text = profile.bio
        counterLabel.text = remaining(for: profile.bio)
    }

    private func remaining(for bio: String) -> String {
        "\(maximumBioLength - bio.count) characters left"
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bioField.becomeFirstResponder()
    }

    @IBAction func saveTapped(_ sender: Any) {
        let profile = EditableProfile(name: nameField.text ?? "", bio: bioField.text ?? "")
        save(profile)
        close()
    }

    private func save(_ profile: EditableProfile) {
        repository.save(profile)
    }

    private func close() {
        navigationController?.popViewController(animated: true)
    }
}
