import VIPER
import VIPERTesting
@testable import Discover

@MainActor
final class AppCoordinatorSpy: AppCoordinating {
    enum Event: Equatable {
        case login(User)
        case logout
    }
    let events = Recorder<Event>()
    func userDidLogin(_ user: User) { events.record(.login(user)) }
    func userDidLogout() { events.record(.logout) }
}
