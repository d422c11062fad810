/// A headless navigation stack: applies ``NavigationCommand``s to a
/// ``NavigationState`` and tells observers about every change.
///
/// `Screen` is whatever the app puts on screen, often the route value itself. (To show a
/// module for each route, use ``ModuleNavigator``.) Tests assert on ``state`` directly;
/// a host draws from it and redraws in an observer.
///
/// ```swift
/// let stack = ScreenStack(root: AppRoute.login)
/// let redraw = stack.observe { change in
///     print(change.command, "→", change.after.top)
/// }
/// try stack.setRoot(.home)          // Login → Home replaces the stack
/// try stack.push(.detail(id: 7))
/// stack.state.stack                 // [.home, .detail(id: 7)]
/// ```
///
/// Impossible commands (pop on a root, dismiss with nothing presented, an unknown
/// tab) throw a ``NavigationError`` and leave the state and observers untouched.
@MainActor
public final class ScreenStack<Screen>: Navigating {
    /// A stack's routes are its screens.
    public typealias Route = Screen

    /// What is on screen now.
    public private(set) var state: NavigationState<Screen>

    /// Where ``report(_:)`` sends the refusals of ``Navigating/navigate(_:)-(NavigationCommand<Self.Route>)``;
    /// refusals are dropped while it is nil.
    public var onRefusal: (@MainActor (NavigationError) -> Void)?

    private let observers = NavigationObservers<Screen>()

    /// A stack starting from `state`.
    public init(state: NavigationState<Screen>) {
        self.state = state
    }

    /// A single stack holding `root`, with nothing presented.
    public convenience init(root: Screen) {
        self.init(state: NavigationState(root: root))
    }

    /// The screen the user sees.
    public var top: Screen { state.top }

    /// Calls `observer` after every applied command, with the command and the
    /// states before and after it, until the returned cancellable is cancelled.
    ///
    /// Bind the cancellable to a ``ModuleScope`` to end the observation with a module.
    public func observe(
        _ observer: @escaping @MainActor (NavigationChange<Screen>) -> Void
    ) -> AnyCancellable {
        observers.add(observer)
    }

    /// How many observers are registered.
    public var observerCount: Int { observers.count }

    /// Applies `command` and notifies observers, or throws and changes nothing.
    public func perform(_ command: NavigationCommand<Screen>) throws(NavigationError) {
        try perform([command])
    }

    /// Applies all of `commands` or, if any is impossible, none of them; observers
    /// then receive one change per command, in order.
    public func perform(_ commands: [NavigationCommand<Screen>]) throws(NavigationError) {
        let changes = try state.changes(applying: commands)
        state = changes.last?.after ?? state
        for change in changes {
            observers.notify(change)
        }
    }

    /// Hands `refusal` to ``onRefusal``.
    public func report(_ refusal: NavigationError) {
        onRefusal?(refusal)
    }
}
