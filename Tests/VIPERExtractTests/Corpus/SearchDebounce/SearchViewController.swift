import UIKit

/// Searches as the user types, once typing pauses, and lists the matches.
final class SearchViewController: UIViewController, UISearchBarDelegate, UITableViewDataSource {
    @IBOutlet weak var searchBar: UISearchBar!
    @IBOutlet weak var resultsTable: UITableView!
    @IBOutlet weak var statusLabel: UILabel!

    private let scheduler: SearchScheduler = SearchScheduler()
    private let searchService: CitySearchService = CitySearchService()
    private var results: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        searchBar.delegate = self
        resultsTable.dataSource = self
        statusLabel.text = status()
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        scheduleSearch(for: searchText)
    }

    private func scheduleSearch(for query: String) {
        scheduler.debounce(after: 0.3) { [weak self] in
            self?.runSearch(query)
        }
    }

    private func runSearch(_ query: String) {
        searchService.search(query) { [weak self] matches in
            self?.resultsArrived(matches)
        }
    }

    private func resultsArrived(_ matches: [String]) {
        results = matches
        showResults()
    }

    private func showResults() {
        statusLabel.text = status()
        resultsTable.reloadData()
    }

    private func status() -> String {
        switch results.count {
        case 0: "No matches"
        case 1: "1 match"
        default: "\(results.count) matches"
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "City", for: indexPath)
        cell.textLabel?.text = results[indexPath.row]
        return cell
    }
}
