import UIKit

/// A feed that loads page after page as the user scrolls to its end.
final class FeedViewController: UITableViewController {
    private let api: FeedAPI = FeedAPI()
    private var posts: [FeedPost] = []
    private var nextPage = 1
    private var isLoading = false
    private var reachedEnd = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        loadNextPage()
    }

    private func loadNextPage() {
        guard !isLoading, !reachedEnd else { return }
        isLoading = true
        api.fetchPage(nextPage) { [weak self] page in
            self?.pageLoaded(page)
        }
    }

    private func pageLoaded(_ page: [FeedPost]) {
        isLoading = false
        nextPage += 1
        reachedEnd = page.isEmpty
        posts += page
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        posts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
        cell.textLabel?.text = posts[indexPath.row].text
        if indexPath.row == posts.count - 1 {
            loadNextPage()
        }
        return cell
    }
}
