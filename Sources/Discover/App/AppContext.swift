import VIPER

/// What every module's builder receives: the app's services and shared objects.
///
/// Built once by the composition root. Builders take what their module needs from it
/// and inject it through initializers; no module reads it later.
@MainActor
final class AppContext {
    /// Repositories and services (local SQLite or HTTP).
    let services: DiscoverServices
    /// Typed app-wide events, e.g. ``FavoriteChanged``.
    let events: EventBus
    /// The app's navigator; routers navigate through it.
    let navigator: any Navigating<AppRoute>
    /// Who is signed in.
    let session: Session
    /// The clock for debouncing and timers; a test clock in tests.
    let clock: any Clock<Duration>
    /// Where routers hand navigation commands the navigator refused.
    let onNavigationFailure: NavigationFailureHandler
    /// The app coordinator; weak, because it owns the navigator that owns the modules.
    weak var coordinator: (any AppCoordinating)?

    /// A context over these parts.
    init(
        services: DiscoverServices,
        events: EventBus,
        navigator: any Navigating<AppRoute>,
        session: Session,
        clock: any Clock<Duration>,
        onNavigationFailure: @escaping NavigationFailureHandler
    ) {
        self.services = services
        self.events = events
        self.navigator = navigator
        self.session = session
        self.clock = clock
        self.onNavigationFailure = onNavigationFailure
    }
}
