import UIKit

/// About the app: its version, the licences and a way to rate it.
final class AboutViewController: UIViewController {
    @IBOutlet weak var versionLabel: UILabel!

    private let appInfo: AppInfoProvider = AppInfoProvider()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
        versionLabel.text = versionText(appInfo.version(), build: appInfo.build())
    }

    private func versionText(_ version: String, build: String) -> String {
        "Version \(version) (\(build))"
    }

    @IBAction func licensesTapped(_ sender: Any) {
        showLicenses()
    }

    @IBAction func rateTapped(_ sender: Any) {
        askForRating()
    }

    private func showLicenses() {
        let licenses = storyboard?.instantiateViewController(withIdentifier: "Licenses") ?? UIViewController()
        navigationController?.pushViewController(licenses, animated: true)
    }

    private func askForRating() {
        let alert = UIAlertController(title: "Enjoying the app?", message: "Rate it in the App Store.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Not now", style: .cancel))
        present(alert, animated: true)
    }
}
