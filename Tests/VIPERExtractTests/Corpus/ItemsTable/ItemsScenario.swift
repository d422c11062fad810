import UIKit

@MainActor
enum ItemsScenario {
    static func run() -> [String] {
        EventLog.entries = []
        let screen = ItemsViewController()
        screen.tableView = EventLog.loaded(UITableView(), in: screen)
        screen.countLabel = EventLog.loaded(UILabel(), in: screen)
        _ = UINavigationController(rootViewController: screen)
        screen.viewDidLoad()
        EventLog.record("title: \(screen.title ?? "")")
        EventLog.record("count: \(screen.countLabel.text ?? "")")
        EventLog.record("rows: \(screen.tableView(screen.tableView, numberOfRowsInSection: 0))")
        let cell = screen.tableView(screen.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
        EventLog.record("cell: \((cell.contentConfiguration as? UIListContentConfiguration)?.text ?? "")")
        screen.tableView(screen.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        EventLog.recordNavigation(of: screen)
        return EventLog.entries
    }
}
