import UIKit

@MainActor
enum SignUpScenario {
    static func run() -> [String] {
        EventLog.entries = []
        let screen = SignUpViewController()
        let name = EventLog.loaded(UITextField(), in: screen)
        let email = EventLog.loaded(UITextField(), in: screen)
        let password = EventLog.loaded(UITextField(), in: screen)
        let button = EventLog.loaded(UIButton(), in: screen)
        screen.nameField = name
        screen.emailField = email
        screen.passwordField = password
        screen.submitButton = button
        screen.errorLabel = EventLog.loaded(UILabel(), in: screen)
        _ = UINavigationController(rootViewController: screen)
        screen.viewDidLoad()
        EventLog.record("enabled: \(button.isEnabled)")
        name.text = "Ada"
        email.text = "ada"
        screen.fieldChanged(email)
        EventLog.record("enabled: \(button.isEnabled)")
        screen.submitTapped(button)
        EventLog.record("error: \(screen.errorLabel.isHidden ? "-" : screen.errorLabel.text ?? "")")
        email.text = "ada@taken.com"
        password.text = "long enough"
        screen.submitTapped(button)
        EventLog.record("error: \(screen.errorLabel.isHidden ? "-" : screen.errorLabel.text ?? "")")
        email.text = "ada@example.com"
        screen.submitTapped(button)
        EventLog.recordNavigation(of: screen)
        return EventLog.entries
    }
}
