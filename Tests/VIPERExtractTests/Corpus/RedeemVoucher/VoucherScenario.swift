import UIKit

@MainActor
enum VoucherScenario {
    static func run() -> [String] {
        EventLog.entries = []
        let screen = VoucherViewController()
        screen.codeField = EventLog.loaded(UITextField(), in: screen)
        screen.statusLabel = EventLog.loaded(UILabel(), in: screen)
        _ = UINavigationController(rootViewController: screen)
        screen.viewDidLoad()
        EventLog.record("title: \(screen.title ?? "")")
        screen.codeField.text = "abc"
        screen.redeemTapped(screen)
        EventLog.record("status: \(screen.statusLabel.text ?? "")")
        EventLog.recordNavigation(of: screen)
        screen.codeField.text = "spring24"
        screen.redeemTapped(screen)
        EventLog.record("status: \(screen.statusLabel.text ?? "")")
        EventLog.recordNavigation(of: screen)
        return EventLog.entries
    }
}
