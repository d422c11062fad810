import UIKit

@MainActor
enum FeedScenario {
    static func run() -> [String] {
        EventLog.entries = []
        let screen = FeedViewController()
        screen.viewDidLoad()
        for _ in 0..<5 {
            let rows = screen.tableView(screen.tableView, numberOfRowsInSection: 0)
            let cell = screen.tableView(screen.tableView, cellForRowAt: IndexPath(row: rows - 1, section: 0))
            EventLog.record("rows: \(rows), last: \(cell.textLabel?.text ?? "")")
        }
        return EventLog.entries
    }
}
