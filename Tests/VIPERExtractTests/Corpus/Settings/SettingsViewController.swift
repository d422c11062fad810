import UIKit

/// Settings kept in UserDefaults: notifications on or off, a units choice, and a summary line.
final class SettingsViewController: UIViewController {
    @IBOutlet weak var notificationsSwitch: UISwitch!
    @IBOutlet weak var unitsControl: UISegmentedControl!
    @IBOutlet weak var summaryLabel: UILabel!

    private let store = UserDefaults(suiteName: "corpus.settings")!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        notificationsSwitch.isOn = notificationsEnabled()
        unitsControl.selectedSegmentIndex = savedUnits()
        refreshSummary()
    }

    @IBAction func notificationsChanged(_ sender: UISwitch) {
        saveNotifications(sender.isOn)
        refreshSummary()
    }

    @IBAction func unitsChanged(_ sender: UISegmentedControl) {
        saveUnits(sender.selectedSegmentIndex)
        refreshSummary()
    }

    private func refreshSummary() {
        summaryLabel.text = summary(notifications: notificationsSwitch.isOn, units: unitsControl.selectedSegmentIndex)
    }

    private func summary(notifications: Bool, units: Int) -> String {
        let unitName = units == 0 ? "metric" : "imperial"
        return notifications ? "Notifications on, \(unitName) units" : "Quiet, \(unitName) units"
    }

    private func notificationsEnabled() -> Bool {
        store.bool(forKey: "notifications")
    }

    private func savedUnits() -> Int {
        store.integer(forKey: "units")
    }

    private func saveNotifications(_ enabled: Bool) {
        store.set(enabled, forKey: "notifications")
    }

    private func saveUnits(_ units: Int) {
        store.set(units, forKey: "units")
    }
}
