/// A ``Navigating`` whose screens are modules: it builds the module for each route a
/// command puts on screen and ends the module of every screen a command removes, so a
/// module lives exactly as long as it is on screen.
///
/// ```swift
/// let navigator = ModuleNavigator<AppRoute, any Screen>(root: .login) { route in
///     switch route {
///     case .login: try container.resolve(LoginBuilder.self).build()
///     case .detail(let id): try container.resolve(DetailBuilder.self).build(id).droppingInput()
///     case .locationPicker(let request): try container.resolve(LocationPickerBuilder.self).build(request)
///     }
/// }
/// try navigator.start()                      // builds the root's module
/// navigator.navigate(.push(.detail(id: 3)))  // builds Detail's module
/// navigator.navigate(.pop)                   // detaches Detail's scope and releases it
/// ```
///
/// Commands are applied all or none: the navigator checks the whole list, builds the
/// modules of the new screens that remain after it, and only then changes ``state``.
/// A module that cannot be built (the closure throws) rejects the list with
/// ``NavigationError/moduleUnavailable(route:reason:)`` and changes nothing. A screen
/// that a list both adds and removes is never built: observers see it with no module.
///
/// The root's module is built by ``start()``, not by the initializer, so the navigator
/// can exist before the things its routers need (a container that registers the
/// navigator itself). A command performed before ``start()`` builds the root too.
@MainActor
public final class ModuleNavigator<Route, View>: Navigating {
    /// One screen of this navigator.
    public typealias Screen = ModuleScreen<Route, View>

    /// What is on screen now.
    public private(set) var state: NavigationState<Screen>
    /// Where ``report(_:)`` sends the refusals of ``Navigating/navigate(_:)-(NavigationCommand<Self.Route>)``;
    /// refusals are dropped while it is nil.
    public var onRefusal: (@MainActor (NavigationError) -> Void)?

    private let build: @MainActor (Route) throws -> Module<View, Void>
    private let observers = NavigationObservers<Screen>()
    private var leakCheck: LeakCheck?

    /// A navigator showing `root`, building each route's module with `build`.
    ///
    /// `build` must not navigate. Nothing is built until ``start()`` or the first command.
    public init(root: Route, build: @escaping @MainActor (Route) throws -> Module<View, Void>) {
        self.state = NavigationState(root: Screen(route: root))
        self.build = build
    }

    /// The screen the user sees.
    public var top: Screen { state.top }

    /// Builds the module of every screen that has none yet: the root's, at first.
    ///
    /// - Throws: ``NavigationError/moduleUnavailable(route:reason:)`` if a module cannot
    ///   be built; the modules built by this call are ended again.
    public func start() throws(NavigationError) {
        try buildModules(of: state.allScreens)
    }

    /// Calls `observer` after every applied command, with the command and the states
    /// before and after it, until the returned cancellable is cancelled.
    ///
    /// When observers run, the modules of the new state are built and the modules of
    /// the screens it removed are ended.
    public func observe(
        _ observer: @escaping @MainActor (NavigationChange<Screen>) -> Void
    ) -> AnyCancellable {
        observers.add(observer)
    }

    /// Applies `command`; see ``perform(_:)-([NavigationCommand<Self.Route>])``.
    public func perform(_ command: NavigationCommand<Route>) throws(NavigationError) {
        try perform([command])
    }

    /// Applies all of `commands` or none: builds the new screens' modules, ends the
    /// removed screens' modules, then tells observers about each change in order.
    public func perform(_ commands: [NavigationCommand<Route>]) throws(NavigationError) {
        let screens = commands.map { command in command.map { Screen(route: $0) } }
        let changes = try state.changes(applying: screens)
        guard let next = changes.last?.after else { return }
        try buildModules(of: next.allScreens)
        let remaining = Set(next.allScreens.map(ObjectIdentifier.init))
        let removed = state.allScreens.filter { !remaining.contains(ObjectIdentifier($0)) }
        state = next
        removed.forEach(end)
        changes.forEach(observers.notify)
    }

    /// Ends `screen`'s module and, when leaks are checked, checks that it is freed.
    private func end(_ screen: Screen) {
        guard let leakCheck, let module = screen.module else { return screen.end() }
        let tracked = TrackedModule(module.objects, scope: module.scope)
        let route = screen.route
        screen.end()
        Task { @MainActor in
            leakCheck.report(route, await leakCheck.detector.detachAndCheck(tracked))
        }
    }

    /// Hands `refusal` to ``onRefusal``.
    public func report(_ refusal: NavigationError) {
        onRefusal?(refusal)
    }

    /// Brings the state in line with what the user did with the platform's own controls
    /// (see ``NavigationState/commands(following:)``), ending the modules the user left
    /// and building those a `NavigationLink` pushed.
    ///
    /// The platform already shows what the user did; observers see the change like any
    /// other. A pushed route whose module cannot be built is refused through
    /// ``report(_:)`` and the state stays as it was, so a platform drawing from it takes
    /// the push back.
    public func follow(_ action: UserNavigation<Route>) {
        navigate(state.commands(following: action))
    }

    /// Checks every module that leaves the screen from now on with `detector`: its
    /// objects must be freed once it has ended. `report` receives the route the module
    /// showed and the detector's report, clean or naming each survivor.
    ///
    /// ```swift
    /// navigator.checkLeaks(with: LeakDetector()) { route, report in
    ///     if !report.isClean { logger.warning("\(route): \(report)") }
    /// }
    /// ```
    public func checkLeaks(with detector: LeakDetector, report: @escaping @MainActor (Route, LeakReport) -> Void) {
        leakCheck = LeakCheck(detector: detector, report: report)
    }

    /// Builds the modules of `screens` that have none; on a failure, ends the ones this
    /// call built and throws.
    private func buildModules(of screens: [Screen]) throws(NavigationError) {
        var built: [Screen] = []
        for screen in screens where screen.module == nil {
            do {
                screen.show(try build(screen.route))
                built.append(screen)
            } catch {
                built.forEach { $0.end() }
                throw .moduleUnavailable(route: String(describing: screen.route), reason: String(describing: error))
            }
        }
    }

    /// The detector ended modules are checked with, and where its reports go.
    private struct LeakCheck {
        let detector: LeakDetector
        let report: @MainActor (Route, LeakReport) -> Void
    }
}
