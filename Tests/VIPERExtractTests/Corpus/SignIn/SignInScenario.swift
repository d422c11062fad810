import UIKit

@MainActor
enum SignInScenario {
    static func run() -> [String] {
        EventLog.entries = []
        UserDefaults(suiteName: "corpus.signin")!.set("old@example.com", forKey: "lastEmail")
        let host = UIViewController()
        let screen = SignInViewController()
        screen.emailField = EventLog.loaded(UITextField(), in: screen)
        screen.passwordField = EventLog.loaded(UITextField(), in: screen)
        screen.spinner = EventLog.loaded(UIActivityIndicatorView(), in: screen)
        host.present(screen, animated: false)
        screen.viewDidLoad()
        EventLog.record("email: \(screen.emailField.text ?? "")")
        screen.emailField.text = " ada@example.com "
        screen.passwordField.text = "wrong"
        screen.signInTapped(screen)
        EventLog.record("spinning: \(screen.spinner.isAnimating)")
        EventLog.recordNavigation(of: screen)
        screen.passwordField.text = "secret"
        screen.signInTapped(screen)
        EventLog.record("still presented: \(host.presentedViewController != nil)")
        EventLog.record("remembered: \(UserDefaults(suiteName: "corpus.signin")!.string(forKey: "lastEmail") ?? "")")
        return EventLog.entries
    }
}
