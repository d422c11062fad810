import UIKit

@MainActor
enum SettingsScenario {
    static func run() -> [String] {
        EventLog.entries = []
        let defaults = UserDefaults(suiteName: "corpus.settings")!
        defaults.set(true, forKey: "notifications")
        defaults.set(1, forKey: "units")
        let screen = SettingsViewController()
        screen.notificationsSwitch = EventLog.loaded(UISwitch(), in: screen)
        screen.unitsControl = EventLog.loaded(UISegmentedControl(), in: screen)
        screen.summaryLabel = EventLog.loaded(UILabel(), in: screen)
        screen.viewDidLoad()
        EventLog.record("summary: \(screen.summaryLabel.text ?? "")")
        screen.notificationsSwitch.isOn = false
        screen.notificationsChanged(screen.notificationsSwitch)
        screen.unitsControl.selectedSegmentIndex = 0
        screen.unitsChanged(screen.unitsControl)
        EventLog.record("summary: \(screen.summaryLabel.text ?? "")")
        EventLog.record("stored: \(defaults.bool(forKey: "notifications")) \(defaults.integer(forKey: "units"))")
        return EventLog.entries
    }
}
