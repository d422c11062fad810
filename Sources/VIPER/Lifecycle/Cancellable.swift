import VIPERLock

/// Something running that can be stopped: a task, a subscription, a timer.
///
/// A ``ModuleScope`` holds cancellables and cancels them all when its module
/// detaches. Cancelling twice has no further effect.
public protocol Cancellable: Sendable {
    /// Stops the work. Safe to call more than once and from any thread.
    func cancel()
}

extension Task: Cancellable {}

/// A ``Cancellable`` that runs a closure the first time it is cancelled.
public final class AnyCancellable: Cancellable {
    private let action: Locked<(@Sendable () -> Void)?>

    /// A cancellable that calls `action` once, on the first ``cancel()``.
    public init(_ action: @escaping @Sendable () -> Void) {
        self.action = Locked(action)
    }

    /// Runs the action if it has not run yet.
    public func cancel() {
        let pending = action.withLock { action in
            defer { action = nil }
            return action
        }
        pending?()
    }

    /// Whether ``cancel()`` has been called.
    public var isCancelled: Bool {
        action.withLock { $0 == nil }
    }
}
