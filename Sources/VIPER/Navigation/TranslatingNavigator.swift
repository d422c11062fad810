/// A ``Navigating`` over one module's own route type that hands every command to the app's
/// navigator, each route translated into one of the app's.
///
/// A module that cannot name the app's route type — a reusable one, or one `viper new` just
/// generated — declares its own route enum and navigates on `any Navigating<ProfileRoute>`.
/// Whoever builds it decides once where each of those routes leads, with
/// ``Navigating/translating(_:)``:
///
/// ```swift
/// let profile = ProfileBuilder(dependencies: ProfileDependencies(
///     service: service,
///     navigator: navigator.translating { (route: ProfileRoute) in
///         switch route {
///         case .detail(let item): AppRoute.detail(id: item.id)
///         }
///     }
/// ))
/// ```
///
/// Commands without a route (`.pop`, `.dismiss`, `.selectTab`) pass through unchanged, and
/// the app navigator's refusals reach the caller of `perform(_:)`, or the app navigator's
/// ``Navigating/report(_:)``, as they would from the app's own routers.
///
/// It holds the app's navigator weakly: that navigator owns the screens, so the modules and
/// routers that hold this translator. Once the app's navigator is gone, so is every screen a
/// command could change, and commands do nothing.
@MainActor
public final class TranslatingNavigator<Route, AppRoute>: Navigating {
    private weak var base: (any Navigating<AppRoute>)?
    private let translate: @MainActor (Route) -> AppRoute

    /// A navigator that performs each command on `base`, its routes translated by `translate`.
    public init(_ base: any Navigating<AppRoute>, translate: @escaping @MainActor (Route) -> AppRoute) {
        self.base = base
        self.translate = translate
    }

    /// Performs `command` on the app's navigator, its route translated.
    public func perform(_ command: NavigationCommand<Route>) throws(NavigationError) {
        try base?.perform(command.map(translate))
    }

    /// Performs `commands` on the app's navigator as one list, their routes translated, so a
    /// navigator that applies lists all or none (``ModuleNavigator``, ``ScreenStack``) still does.
    public func perform(_ commands: [NavigationCommand<Route>]) throws(NavigationError) {
        try base?.perform(commands.map { $0.map(translate) })
    }

    /// Hands `refusal` to the app's navigator, where the app handles every refusal.
    public func report(_ refusal: NavigationError) {
        base?.report(refusal)
    }
}

extension Navigating {
    /// A navigator for a module with routes of its own: each command it is given is performed
    /// here, with its routes translated by `translate`.
    ///
    /// The result holds this navigator weakly; see ``TranslatingNavigator``.
    public func translating<ModuleRoute>(
        _ translate: @escaping @MainActor (ModuleRoute) -> Route
    ) -> TranslatingNavigator<ModuleRoute, Route> {
        TranslatingNavigator(self, translate: translate)
    }
}
