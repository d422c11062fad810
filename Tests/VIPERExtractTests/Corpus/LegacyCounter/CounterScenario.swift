import UIKit

@MainActor
enum CounterScenario {
    static func run() -> [String] {
        EventLog.entries = []
        CounterStore.shared.count = 2
        let screen = CounterViewController()
        screen.countLabel = UILabel()
        screen.incrementButton = UIButton()
        screen.viewDidLoad()
        EventLog.record("label: \(screen.countLabel.text ?? "")")
        screen.incrementTapped(screen.incrementButton)
        EventLog.record("label: \(screen.countLabel.text ?? "")")
        screen.resetTapped()
        EventLog.record("label: \(screen.countLabel.text ?? "") / bar: \(screen.navigationItem.rightBarButtonItem?.title ?? "")")
        return EventLog.entries
    }
}
