/// One applied navigation command, with the state before and after it: what
/// observers of a ``ScreenStack`` receive.
public struct NavigationChange<Screen> {
    /// The command that caused the change.
    public let command: NavigationCommand<Screen>
    /// The state before the command.
    public let before: NavigationState<Screen>
    /// The state after the command.
    public let after: NavigationState<Screen>

    /// A change from `before` to `after` caused by `command`.
    public init(command: NavigationCommand<Screen>, before: NavigationState<Screen>, after: NavigationState<Screen>) {
        self.command = command
        self.before = before
        self.after = after
    }
}

extension NavigationChange: Equatable where Screen: Equatable {}
extension NavigationChange: Sendable where Screen: Sendable {}
