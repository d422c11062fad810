import VIPER
import VIPERTesting
@testable import Discover

/// An ``AppContext`` over in-memory services, a navigation recorder and a test clock,
/// signed in as Ada unless told otherwise.
@MainActor
struct TestAppContext {
    let places = InMemoryPlaceRepository()
    let favorites = InMemoryFavoritesRepository()
    let auth = AuthServiceStub(answer: .success(.ada))
    let passwordReset = PasswordResetStub()
    let events = EventBus()
    let navigator: NavigationRecorder<AppRoute>
    let clock = TestClock()
    let failures = NavigationFailureSpy()
    let coordinator = AppCoordinatorSpy()
    let context: AppContext

    init(signedIn: Bool = true, stack: ScreenStack<AppRoute> = ScreenStack(root: .home)) {
        navigator = NavigationRecorder(tracking: stack)
        let session = Session()
        if signedIn { session.signIn(.ada) }
        context = AppContext(
            services: DiscoverServices(places: places, favorites: favorites, auth: auth, passwordReset: passwordReset),
            events: events,
            navigator: navigator,
            session: session,
            clock: clock,
            onNavigationFailure: failures.handler
        )
        context.coordinator = coordinator
    }
}
