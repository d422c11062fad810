import UIKit

/// A dashboard that embeds a summary child view controller and fills it from the stats service.
final class DashboardViewController: UIViewController {
    @IBOutlet weak var containerView: UIView!

    private let summaryController = UIViewController()
    private let stats: StatsService = StatsService()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Dashboard"
        embedSummary()
        loadStats()
    }

    private func embedSummary() {
        addChild(summaryController)
        containerView.addSubview(summaryController.view)
        summaryController.didMove(toParent: self)
    }

    private func loadStats() {
        stats.fetchTotals { [weak self] totals in
            self?.totalsLoaded(totals)
        }
    }

    private func totalsLoaded(_ totals: DashboardTotals) {
        showSummary(headline(for: totals))
    }

    private func headline(for totals: DashboardTotals) -> String {
        "\(totals.visits) visits, \(totals.orders) orders"
    }

    private func showSummary(_ text: String) {
        summaryController.title = text
    }
}
