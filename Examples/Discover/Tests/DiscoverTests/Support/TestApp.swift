import Foundation
import VIPER
import VIPERTesting
@testable import Discover

/// The app's container over in-memory services, a navigation recorder, a test clock, a
/// fixed current time and a coordinator spy, signed in as Ada unless told otherwise: the module assemblies the
/// app uses, with test doubles for everything they need.
@MainActor
struct TestApp {
    let places: InMemoryPlaceRepository
    let favorites = InMemoryFavoritesRepository()
    let auth: AuthServiceStub
    let passwordReset = PasswordResetStub()
    let events = EventBus()
    let navigator: NavigationRecorder<AppRoute>
    let clock = TestClock()
    /// What the app's modules are told the current time is.
    nonisolated static let now = Date(timeIntervalSince1970: 1_000_000)
    let coordinator = AppCoordinatorSpy()
    let session = Session()
    let container = Container()

    /// A container over `places` and `auth`, with `stack` as what is on screen.
    init(
        signedIn: Bool = true, stack: ScreenStack<AppRoute> = ScreenStack(root: .home), places: [Place] = Place.samples,
        auth: AuthServiceStub = AuthServiceStub(answer: .success(.ada))
    ) {
        self.places = InMemoryPlaceRepository(places)
        self.auth = auth
        navigator = NavigationRecorder(tracking: stack)
        if signedIn { session.signIn(.ada) }
        container.apply(
            [
                AppAssembly(
                    services: DiscoverServices(
                        places: self.places, favorites: favorites, auth: auth, passwordReset: passwordReset),
                    events: events, clock: clock, now: { TestApp.now }, session: session, navigator: navigator,
                    coordinator: coordinator)
            ] + AppAssembly.modules)
    }

    /// A module built by `builder`, resolved from the container as the app resolves it.
    func build<Builder: ModuleBuilder>(_ builder: Builder.Type) throws -> Module<Builder.View, Builder.Input>
    where Builder.Argument == Void {
        try container.resolve(builder).build()
    }

    /// A module built by `builder` with `argument`, resolved from the container as the app resolves it.
    func build<Builder: ModuleBuilder>(
        _ builder: Builder.Type, _ argument: Builder.Argument
    ) throws -> Module<Builder.View, Builder.Input> {
        try container.resolve(builder).build(argument)
    }
}
