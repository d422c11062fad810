import VIPER

/// A ``Navigating`` for router tests: records every command a router performs, in
/// order, and can apply them to a headless ``ScreenStack`` to check where they lead.
///
/// ```swift
/// let navigator = NavigationRecorder<AppRoute>()
/// let router = LoginRouter(navigator: navigator)
/// router.routeToForgotPassword()
/// expectRecorded(navigator.commands, [.push(.forgotPassword)])
///
/// // Or check the resulting screens, with impossible commands rejected as in the app:
/// let tracked = NavigationRecorder(tracking: ScreenStack(root: AppRoute.login))
/// LoginRouter(navigator: tracked).routeToForgotPassword()
/// #expect(tracked.stack?.state.stack == [.login, .forgotPassword])
/// expectRecorded(tracked.refusals, [])   // nothing the router navigated to was refused
/// ```
@MainActor
public final class NavigationRecorder<Route>: Navigating {
    /// Every command performed, oldest first, including commands the tracked stack rejected.
    public let commands = Recorder<NavigationCommand<Route>>()
    /// Every refusal reported through ``report(_:)``, oldest first: what a router's
    /// ``Navigating/navigate(_:)-(NavigationCommand<Self.Route>)`` could not apply.
    public let refusals = Recorder<NavigationError>()

    /// The stack commands are applied to, if the recorder tracks one.
    public let stack: ScreenStack<Route>?

    /// A recorder that accepts every command and only records it.
    public init() {
        self.stack = nil
    }

    /// A recorder that records every command and applies it to `stack`, throwing
    /// the stack's error for impossible commands.
    public init(tracking stack: ScreenStack<Route>) {
        self.stack = stack
    }

    /// Records `command`, then applies it to the tracked stack, if any.
    public func perform(_ command: NavigationCommand<Route>) throws(NavigationError) {
        commands.record(command)
        try stack?.perform(command)
    }

    /// Records `refusal` in ``refusals``.
    public func report(_ refusal: NavigationError) {
        refusals.record(refusal)
    }

    /// The state reached by applying every recorded command to `initial`, in order.
    ///
    /// - Throws: the ``NavigationError`` of the first recorded command that is impossible there.
    public func state(from initial: NavigationState<Route>) throws(NavigationError) -> NavigationState<Route> {
        var state = initial
        for command in commands.values {
            state = try state.applying(command)
        }
        return state
    }
}
