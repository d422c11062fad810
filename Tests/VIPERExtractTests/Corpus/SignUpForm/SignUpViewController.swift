import UIKit

/// A sign-up form: validates as the user types, submits to the account service, shows the
/// error or moves on to the welcome screen.
final class SignUpViewController: UIViewController {
    @IBOutlet weak var nameField: UITextField!
    @IBOutlet weak var emailField: UITextField!
    @IBOutlet weak var passwordField: UITextField!
    @IBOutlet weak var submitButton: UIButton!
    @IBOutlet weak var errorLabel: UILabel!

    private let accounts: AccountService = AccountService()
    private var isSubmitting = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign up"
        errorLabel.isHidden = true
        updateSubmitButton()
    }

    @IBAction func fieldChanged(_ sender: UITextField) {
        updateSubmitButton()
    }

    @IBAction func submitTapped(_ sender: UIButton) {
        let name = nameField.text ?? ""
        let email = emailField.text ?? ""
        let password = passwordField.text ?? ""
        if let problem = validationError(name: name, email: email, password: password) {
            showError(problem)
            return
        }
        startSubmitting()
        register(name: name, email: email, password: password)
    }

    private func updateSubmitButton() {
        submitButton.isEnabled = canSubmit(name: nameField.text ?? "", email: emailField.text ?? "")
    }

    private func canSubmit(name: String, email: String) -> Bool {
        !isSubmitting && !name.isEmpty && !email.isEmpty
    }

    private func validationError(name: String, email: String, password: String) -> String? {
        if !email.contains("@") { return "Enter a valid email address." }
        if password.count < 8 { return "Passwords have at least 8 characters." }
        if name.count > 40 { return "Names have at most 40 characters." }
        return nil
    }

    private func startSubmitting() {
        isSubmitting = true
    }

    private func register(name: String, email: String, password: String) {
        accounts.register(name: name, email: email, password: password) { [weak self] result in
            self?.registrationFinished(result)
        }
    }

    private func registrationFinished(_ result: Result<SignUpAccount, SignUpFailure>) {
        isSubmitting = false
        switch result {
        case .success(let account):
            showWelcome(for: account)
        case .failure(let failure):
            showError(message(for: failure))
        }
    }

    private func message(for failure: SignUpFailure) -> String {
        switch failure {
        case .emailTaken: "That email address already has an account."
        case .offline: "You are offline. Try again later."
        }
    }

    private func showError(_ message: String) {
        errorLabel.text = message
        errorLabel.isHidden = false
    }

    private func showWelcome(for account: SignUpAccount) {
        let welcome = UIViewController()
        welcome.title = "Welcome, \(account.name)"
        navigationController?.pushViewController(welcome, animated: true)
    }
}
