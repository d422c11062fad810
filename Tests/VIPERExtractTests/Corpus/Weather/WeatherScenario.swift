import UIKit

@MainActor
enum WeatherScenario {
    static func run() -> [String] {
        EventLog.entries = []
        let screen = WeatherViewController()
        screen.cityLabel = EventLog.loaded(UILabel(), in: screen)
        screen.temperatureLabel = EventLog.loaded(UILabel(), in: screen)
        screen.unitSwitch = EventLog.loaded(UISwitch(), in: screen)
        screen.viewDidLoad()
        EventLog.record("\(screen.cityLabel.text ?? ""): \(screen.temperatureLabel.text ?? "")")
        screen.unitSwitch.isOn = true
        screen.unitChanged(screen.unitSwitch)
        EventLog.record("\(screen.cityLabel.text ?? ""): \(screen.temperatureLabel.text ?? "")")
        return EventLog.entries
    }
}
