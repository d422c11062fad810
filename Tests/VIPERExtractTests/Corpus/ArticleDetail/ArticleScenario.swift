import UIKit

@MainActor
enum ArticleScenario {
    static func run() -> [String] {
        EventLog.entries = []
        let screen = ArticleViewController()
        screen.headlineLabel = EventLog.loaded(UILabel(), in: screen)
        screen.bylineLabel = EventLog.loaded(UILabel(), in: screen)
        screen.article = Article(id: 7, headline: "Rain again", author: "Grace", minutes: 4)
        let navigation = UINavigationController(rootViewController: screen)
        screen.viewDidLoad()
        EventLog.record("headline: \(screen.headlineLabel.text ?? "") / \(screen.bylineLabel.text ?? "")")
        screen.commentsTapped(screen)
        EventLog.recordNavigation(of: screen)
        navigation.popViewController(animated: false)
        screen.authorTapped(screen)
        EventLog.recordNavigation(of: screen)
        return EventLog.entries
    }
}
