import UIKit

/// An article's detail: shows it, opens its comments and its author through segues.
final class ArticleViewController: UIViewController {
    @IBOutlet weak var headlineLabel: UILabel!
    @IBOutlet weak var bylineLabel: UILabel!

    var article: Article?
    private let library: ReadingLibrary = ReadingLibrary()

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let article else { return }
        headlineLabel.text = article.headline
        bylineLabel.text = byline(for: article)
        markRead(article)
    }

    private func byline(for article: Article) -> String {
        "By \(article.author) · \(article.minutes) min read"
    }

    private func markRead(_ article: Article) {
        library.markRead(article.id)
    }

    @IBAction func commentsTapped(_ sender: Any) {
        openComments()
    }

    @IBAction func authorTapped(_ sender: Any) {
        openAuthor()
    }

    private func openComments() {
        performSegue(withIdentifier: "showComments", sender: nil)
    }

    private func openAuthor() {
        performSegue(withIdentifier: "showAuthor", sender: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        segue.destination.title = segue.identifier == "showComments" ? "Comments" : article?.author
    }
}
