import UIKit

@MainActor
enum SearchScenario {
    static func run() -> [String] {
        EventLog.entries = []
        let screen = SearchViewController()
        screen.searchBar = EventLog.loaded(UISearchBar(), in: screen)
        screen.resultsTable = EventLog.loaded(UITableView(), in: screen)
        screen.statusLabel = EventLog.loaded(UILabel(), in: screen)
        screen.viewDidLoad()
        EventLog.record("status: \(screen.statusLabel.text ?? "")")
        for text in ["l", "li", "lis"] { screen.searchBar(screen.searchBar, textDidChange: text) }
        SearchScheduler.flush()
        EventLog.record("status: \(screen.statusLabel.text ?? "")")
        screen.searchBar(screen.searchBar, textDidChange: "l")
        SearchScheduler.flush()
        EventLog.record("status: \(screen.statusLabel.text ?? "")")
        let cell = screen.tableView(screen.resultsTable, cellForRowAt: IndexPath(row: 2, section: 0))
        EventLog.record("third: \(cell.textLabel?.text ?? "")")
        return EventLog.entries
    }
}
