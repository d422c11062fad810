/// What a router navigates through: something that performs ``NavigationCommand``s
/// on routes.
///
/// Routers depend on this protocol only, so the same router runs on the headless
/// ``ScreenStack`` (terminal app, tests), on `UIKitNavigator`, and on
/// `VIPERTesting.NavigationRecorder` in router tests:
///
/// ```swift
/// final class LoginRouter: LoginRouting {
///     private let navigator: any Navigating<AppRoute>
///     init(navigator: any Navigating<AppRoute>) { self.navigator = navigator }
///
///     func routeToHome() throws(NavigationError) { try navigator.setRoot(.home) }
///     func routeToForgotPassword() throws(NavigationError) { try navigator.push(.forgotPassword) }
/// }
/// ```
@MainActor
public protocol Navigating<Route>: AnyObject {
    /// The app's route type, usually an enum.
    associatedtype Route

    /// Applies `command`, or throws without changing anything if it is impossible.
    func perform(_ command: NavigationCommand<Route>) throws(NavigationError)

    /// Applies `commands` in order, e.g. the steps a deep link expands to.
    ///
    /// The default performs them one by one and stops at the first failure;
    /// ``ScreenStack`` applies all or none.
    func perform(_ commands: [NavigationCommand<Route>]) throws(NavigationError)
}

extension Navigating {
    /// Applies `commands` one by one, stopping at the first that fails.
    public func perform(_ commands: [NavigationCommand<Route>]) throws(NavigationError) {
        for command in commands {
            try perform(command)
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
