/// What a router navigates through: something that performs ``NavigationCommand``s
/// on routes.
///
/// Routers depend on this protocol only, so the same router runs on the headless
/// ``ModuleNavigator`` (terminal app), on `UIKitNavigator`, and on
/// `VIPERTesting.NavigationRecorder` in router tests.
///
/// A router usually cannot do anything useful with a refused command (a pop on a root
/// screen, a dismiss with nothing presented), and its caller, a presenter, even less.
/// So routers ``navigate(_:)-(NavigationCommand<Self.Route>)``: a refusal goes to ``report(_:)``, where the app decides
/// once what refusals become (a status line, a log entry, a recorded value in tests):
///
/// ```swift
/// final class LoginRouter: LoginRouting {
///     private weak var navigator: (any Navigating<AppRoute>)?
///     init(navigator: any Navigating<AppRoute>) { self.navigator = navigator }
///
///     func routeToForgotPassword() { navigator?.navigate(.push(.forgotPassword)) }
/// }
/// ```
///
/// Code that can handle a refusal itself calls ``perform(_:)-(NavigationCommand<Self.Route>)``,
/// which throws it.
@MainActor
public protocol Navigating<Route>: AnyObject, Sendable {
    /// The app's route type, usually an enum.
    associatedtype Route

    /// Applies `command`, or throws without changing anything if it is impossible.
    func perform(_ command: NavigationCommand<Route>) throws(NavigationError)

    /// Applies `commands` in order, e.g. the steps a deep link expands to.
    ///
    /// The default performs them one by one and stops at the first failure;
    /// ``ScreenStack`` and ``ModuleNavigator`` apply all or none.
    func perform(_ commands: [NavigationCommand<Route>]) throws(NavigationError)

    /// Receives a refusal that ``navigate(_:)-(NavigationCommand<Self.Route>)`` could not hand to its caller: show it,
    /// log it or record it. Never throws and never navigates.
    func report(_ refusal: NavigationError)
}

extension Navigating {
    /// Applies `commands` one by one, stopping at the first that fails.
    public func perform(_ commands: [NavigationCommand<Route>]) throws(NavigationError) {
        for command in commands {
            try perform(command)
        }
    }

    /// Applies `command`; a refusal goes to ``report(_:)`` instead of the caller.
    ///
    /// What routers call: `navigator.navigate(.push(.detail(id: id)))`.
    public func navigate(_ command: NavigationCommand<Route>) {
        navigate([command])
    }

    /// Applies `commands` as ``perform(_:)-([NavigationCommand<Self.Route>])`` does; a refusal
    /// goes to ``report(_:)`` instead of the caller.
    public func navigate(_ commands: [NavigationCommand<Route>]) {
        do {
            try perform(commands)
        } catch {
            report(error)
        }
    }

    /// Puts `route` on top of the active stack.
    public func push(_ route: Route) throws(NavigationError) {
        try perform(.push(route))
    }

    /// Presents `route` in a new modal layer.
    public func present(_ route: Route, style: PresentationStyle = .sheet) throws(NavigationError) {
        try perform(.present(route, style: style))
    }

    /// Removes the top screen of the active stack.
    public func pop() throws(NavigationError) {
        try perform(.pop)
    }

    /// Removes every screen of the active stack above its root.
    public func popToRoot() throws(NavigationError) {
        try perform(.popToRoot)
    }

    /// Closes the topmost modal layer.
    public func dismiss() throws(NavigationError) {
        try perform(.dismiss)
    }

    /// Closes every modal layer, if any.
    public func dismissAll() throws(NavigationError) {
        try perform(.dismissAll)
    }

    /// Replaces everything on screen with a single stack holding `route`.
    public func setRoot(_ route: Route) throws(NavigationError) {
        try perform(.setRoot(route))
    }

    /// Replaces everything on screen with one tab per route.
    public func setTabs(_ routes: [Route], selected: Int = 0) throws(NavigationError) {
        try perform(.setTabs(routes, selected: selected))
    }

    /// Swaps the top screen of the active stack for `route`.
    public func replaceTop(_ route: Route) throws(NavigationError) {
        try perform(.replaceTop(route))
    }

    /// Shows the tab at `index`.
    public func selectTab(_ index: Int) throws(NavigationError) {
        try perform(.selectTab(index))
    }
}
