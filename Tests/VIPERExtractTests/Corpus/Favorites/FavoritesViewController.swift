import UIKit

/// Favourite places kept in a file; swipe to delete.
final class FavoritesViewController: UITableViewController {
    private let fileURL = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-favorites.txt")
    private var favorites: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Favorites"
        favorites = readFavorites()
        tableView.reloadData()
    }

    private func readFavorites() -> [String] {
        guard let text = try? String(contentsOf: fileURL, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }

    private func writeFavorites(_ favorites: [String]) {
        try? favorites.joined(separator: "\n").write(to: fileURL, atomically: true, encoding: .utf8)
    }

    func deleteFavorite(at index: Int) {
        favorites.remove(at: index)
        writeFavorites(favorites)
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        favorites.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Favorite", for: indexPath)
        cell.textLabel?.text = favorites[indexPath.row]
        return cell
    }
}
