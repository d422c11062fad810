import UIKit

@MainActor
enum ProfileEditScenario {
    static func run() -> [String] {
        EventLog.entries = []
        let screen = ProfileEditViewController()
        screen.nameField = EventLog.loaded(UITextField(), in: screen)
        screen.bioField = EventLog.loaded(UITextField(), in: screen)
        screen.counterLabel = EventLog.loaded(UILabel(), in: screen)
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(screen, animated: false)
        screen.viewDidLoad()
        EventLog.record("name: \(screen.nameField.text ?? ""), counter: \(screen.counterLabel.text ?? ""), title: \(screen.navigationItem.title ?? "")")
        screen.bioField.text = "Counts things, fast."
        screen.saveTapped(screen)
        EventLog.record("stack: \(navigation.viewControllers.count)")
        return EventLog.entries
    }
}
