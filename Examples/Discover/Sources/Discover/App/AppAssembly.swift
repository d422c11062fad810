import Foundation
import VIPER

/// Registers what every module's builder may ask for, once: the data services, the
/// event bus, the session, the clocks, the navigator and the app coordinator.
///
/// ```swift
/// let container = Container()
/// container.apply([AppAssembly(...)] + AppAssembly.modules)
/// let home = try container.resolve(HomeBuilder.self).build()
/// ```
struct AppAssembly: Assembly {
    /// One assembly per module: each registers its module's builder.
    static var modules: [any Assembly] {
        [
            LoginAssembly(), ForgotPasswordAssembly(), HomeAssembly(), DetailAssembly(), FavoritesAssembly(),
            LocationPickerAssembly(),
        ]
    }

    /// Repositories and services (local SQLite or HTTP).
    let services: DiscoverServices
    /// Typed app-wide events, e.g. ``FavoriteChanged``.
    let events: EventBus
    /// The clock for debouncing and timers; a test clock in tests.
    let clock: any Clock<Duration>
    /// The current time, for times the services give as dates (a lockout's end); fixed in tests.
    let now: @Sendable () -> Date
    /// Who is signed in.
    let session: Session
    /// The app's navigator; routers navigate through it.
    let navigator: any Navigating<AppRoute>
    /// The app coordinator; weak, because it owns the container these registrations live in.
    weak var coordinator: (any AppCoordinating)?

    func assemble(into container: Container) {
        let services = services
        container.register((any PlaceRepository).self) { _ in services.places }
        container.register((any FavoritesRepository).self) { _ in services.favorites }
        container.register((any AuthServicing).self) { _ in services.auth }
        container.register((any PasswordResetting).self) { _ in services.passwordReset }
        container.register(EventBus.self) { [events] _ in events }
        container.register((any Clock<Duration>).self) { [clock] _ in clock }
        container.register((@Sendable () -> Date).self) { [now] _ in now }
        container.registerOnMainActor(Session.self) { [session] _ in session }
        container.registerOnMainActor((any Navigating<AppRoute>).self) { [navigator] _ in navigator }
        container.registerOnMainActor((any AppCoordinating).self) { [weak coordinator] _ in
            guard let coordinator else { throw AppEnded() }
            return coordinator
        }
    }
}

/// What resolving the app coordinator throws once the app has ended.
struct AppEnded: Error, CustomStringConvertible {
    var description: String { "the app has ended" }
}
