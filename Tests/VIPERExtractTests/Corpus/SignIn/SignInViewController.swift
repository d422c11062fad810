import UIKit

/// Sign-in: remembers the last email in UserDefaults, signs in through the auth client and
/// dismisses itself on success, or shows an alert.
final class SignInViewController: UIViewController {
    @IBOutlet weak var emailField: UITextField!
    @IBOutlet weak var passwordField: UITextField!
    @IBOutlet weak var spinner: UIActivityIndicatorView!

    private let auth: AuthClient = AuthClient()
    private let defaults = UserDefaults(suiteName: "corpus.signin")!
    private var attempts = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign in"
        emailField.text = lastEmail()
    }

    @IBAction func signInTapped(_ sender: Any) {
        attempts += 1
        let email = (emailField.text ?? "").trimmingCharacters(in: .whitespaces)
        spinner.startAnimating()
        signIn(email: email, password: passwordField.text ?? "")
    }

    private func lastEmail() -> String? {
        defaults.string(forKey: "lastEmail")
    }

    private func signIn(email: String, password: String) {
        defaults.set(email, forKey: "lastEmail")
        auth.signIn(email: email, password: password) { [weak self] succeeded in
            self?.signInFinished(succeeded)
        }
    }

    private func signInFinished(_ succeeded: Bool) {
        stopSpinner()
        if succeeded {
            close()
        } else {
            showFailure(failureMessage())
        }
    }

    private func failureMessage() -> String {
        attempts >= 3 ? "Too many attempts. Reset your password." : "Wrong email or password."
    }

    private func stopSpinner() {
        spinner.stopAnimating()
    }

    private func close() {
        dismiss(animated: true)
    }

    private func showFailure(_ message: String) {
        let alert = UIAlertController(title: "Sign in failed", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
