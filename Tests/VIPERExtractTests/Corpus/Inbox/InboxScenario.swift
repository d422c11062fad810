import UIKit

@MainActor
enum InboxScenario {
    static func run() -> [String] {
        EventLog.entries = []
        let screen = InboxViewController()
        screen.badgeLabel = EventLog.loaded(UILabel(), in: screen)
        screen.markAllButton = EventLog.loaded(UIButton(), in: screen)
        screen.viewWillAppear(false)
        EventLog.record("badge: \(screen.badgeLabel.text ?? "") hidden: \(screen.badgeLabel.isHidden)")
        screen.markAllTapped(screen)
        EventLog.record("badge: \(screen.badgeLabel.text ?? "") hidden: \(screen.badgeLabel.isHidden) button: \(screen.markAllButton.isEnabled)")
        return EventLog.entries
    }
}
