import UIKit

@MainActor
final class NotificationStore {
    private var unread = 120

    func unreadCount(completion: @escaping (Int) -> Void) {
        EventLog.record("NotificationStore.unreadCount")
        completion(unread)
    }

    func markAllRead(completion: @escaping () -> Void) {
        EventLog.record("NotificationStore.markAllRead")
        unread = 0
        completion()
    }
}
