import UIKit

@MainActor
enum DashboardScenario {
    static func run() -> [String] {
        EventLog.entries = []
        let screen = DashboardViewController()
        screen.containerView = EventLog.loaded(UIView(), in: screen)
        screen.viewDidLoad()
        EventLog.record("children: \(screen.children.map(EventLog.describe).joined(separator: ", "))")
        EventLog.record("embedded views: \(screen.containerView.subviews.count)")
        return EventLog.entries
    }
}
