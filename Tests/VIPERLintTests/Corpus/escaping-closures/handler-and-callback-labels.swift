// file: Modules/Permissions/PermissionsInteractor.swift
import UserNotifications

final class PermissionsInteractor {
    weak var output: PermissionsInteractorOutput?
    private let center: UNUserNotificationCenter

    init(center: UNUserNotificationCenter) {
        self.center = center
    }

    func request() {
        center.requestAuthorization(options: [.alert, .sound]) { granted, _ in // expect: weak-self-in-escaping-closures
            self.output?.didRequest(granted: granted)
        }
        center.getNotificationSettings(completionHandler: { settings in // expect: weak-self-in-escaping-closures
            self.output?.didRead(settings.authorizationStatus.rawValue)
        })
    }
}
