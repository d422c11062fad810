import UIKit

@MainActor
enum OrdersScenario {
    static func run() -> [String] {
        EventLog.entries = []
        let screen = OrdersViewController()
        screen.viewDidLoad()
        screen.refresh()
        let first = screen.tableView(screen.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
        EventLog.record("rows: \(screen.tableView(screen.tableView, numberOfRowsInSection: 0)), first: \(first.textLabel?.text ?? "")")
        EventLog.record("reloads: \(screen.tableView.reloadCount)")
        return EventLog.entries
    }
}
