// What the LeakDetection article's examples rely on without showing it.

enum AppRoute: Hashable, Sendable { case home }
struct InMemoryPlaces: Sendable {}

@MainActor final class HomeViewController { func attach() {} }
@MainActor final class HomeInteractor { let scope = ModuleScope() }
@MainActor final class HomeRouter {}
@MainActor final class HomePresenter {}

struct HomeBuilder: ModuleBuilder {
    let places: InMemoryPlaces
    let navigator: any Navigating<AppRoute>

    func build(_: Void) -> Module<HomeViewController, Void> {
        let view = HomeViewController()
        return Module(view: view, objects: [.view: view])
    }
}

@MainActor let homeBuilder = HomeBuilder(places: InMemoryPlaces(), navigator: NavigationRecorder<AppRoute>())
@MainActor let view = HomeViewController()
@MainActor let presenter = HomePresenter()
@MainActor let interactor = HomeInteractor()
@MainActor let router = HomeRouter()
