import UIKit

/// Notifications with an unread badge and "mark all as read".
final class InboxViewController: UIViewController {
    @IBOutlet weak var badgeLabel: UILabel!
    @IBOutlet weak var markAllButton: UIButton!

    private let notifications: NotificationStore = NotificationStore()
    private var unread = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        countUnread()
    }

    @IBAction func markAllTapped(_ sender: Any) {
        markAllRead()
    }

    private func countUnread() {
        notifications.unreadCount { [weak self] count in
            self?.unreadCounted(count)
        }
    }

    private func markAllRead() {
        notifications.markAllRead { [weak self] in
            self?.unreadCounted(0)
        }
    }

    private func unreadCounted(_ count: Int) {
        unread = count
        showBadge(badgeText())
    }

    private func badgeText() -> String {
        unread > 99 ? "99+" : unread == 0 ? "" : "\(unread)"
    }

    private func showBadge(_ text: String) {
        badgeLabel.text = text
        badgeLabel.isHidden = text.isEmpty
        markAllButton.isEnabled = !text.isEmpty
    }
}
