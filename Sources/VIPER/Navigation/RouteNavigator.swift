/// A ``Navigating`` that turns each route into a screen (a view object) and keeps
/// the screens in a ``ScreenStack``.
///
/// Use it when the app's screens are objects built from routes, as in the terminal
/// app or the UIKit adapter; routers still speak in routes:
///
/// ```swift
/// let navigator = RouteNavigator(root: AppRoute.login) { route in
///     AppAssembly.makeScreen(for: route)       // a TerminalScreen
/// }
/// try navigator.push(.detail(id: 3))
/// navigator.screens.state.top                  // the Detail screen object
/// ```
@MainActor
public final class RouteNavigator<Route, Screen>: Navigating {
    /// The screens built so far, with their observers.
    public let screens: ScreenStack<Screen>

    private let makeScreen: @MainActor (Route) -> Screen

    /// A navigator showing the screen for `root`, building screens with `makeScreen`.
    public init(root: Route, makeScreen: @escaping @MainActor (Route) -> Screen) {
        self.makeScreen = makeScreen
        self.screens = ScreenStack(root: makeScreen(root))
    }

    /// Builds the screens `command` names and applies it to ``screens``.
    public func perform(_ command: NavigationCommand<Route>) throws(NavigationError) {
        try screens.perform(command.map(makeScreen))
    }

    /// Builds the screens of all `commands` and applies them all or none.
    public func perform(_ commands: [NavigationCommand<Route>]) throws(NavigationError) {
        try screens.perform(commands.map { $0.map(makeScreen) })
    }
}
