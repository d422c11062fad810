import UIKit

/// Picks a photo from the library for the user's avatar and uploads it.
final class AvatarViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    @IBOutlet weak var avatarView: UIImageView!
    @IBOutlet weak var captionLabel: UILabel!

    private let uploader: AvatarUploader = AvatarUploader()
    private var uploads = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        captionLabel.text = caption()
    }

    @IBAction func changeTapped(_ sender: Any) {
        guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
        showPicker()
    }

    private func showPicker() {
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.allowsEditing = true
        picker.delegate = self
        present(picker, animated: true)
    }

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
        guard let image = info[.editedImage] as? UIImage else { return }
        avatarView.image = image
        uploader.upload(image.name)
        uploads += 1
        captionLabel.text = caption()
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }

    private func caption() -> String {
        uploads == 0 ? "Tap to choose a photo" : "Photo updated"
    }
}
