/// Delivers only the latest of a burst of values, once input has been quiet for a delay:
/// the search-as-you-type helper.
///
/// ```swift
/// private lazy var search = Debouncer<String>(for: .milliseconds(300), clock: clock, scope: scope) {
///     [weak self] query in self?.interactor.search(query)
/// }
/// func didChangeQuery(_ query: String) { search.send(query) }
/// ```
///
/// Each ``send(_:)`` replaces the pending value and restarts the quiet period, so
/// `action` runs once, with the last value, `delay` after the last send. A pending
/// value is dropped by ``cancel()``, when the debouncer is released, and when the
/// ``ModuleScope`` it was given detaches.
///
/// Main-actor isolated, like the presenters that own it; `action` runs on the main actor.
/// Inject the clock (`ContinuousClock` live, `VIPERTesting.TestClock` in tests).
@MainActor
public final class Debouncer<Value> {
    /// The quiet period that must follow the last value before it is delivered.
    public let delay: Duration
    private let clock: any Clock<Duration>
    private weak var scope: ModuleScope?
    private let isBoundToScope: Bool
    private let action: @MainActor (Value) -> Void
    private var pending: Task<Void, Never>?

    /// A debouncer that calls `action` with the latest value after `delay` of quiet.
    ///
    /// - Parameters:
    ///   - delay: the quiet period; zero or less delivers on the next main-actor turn.
    ///   - clock: the clock the quiet period is measured on.
    ///   - scope: the module scope; when it detaches the pending value is dropped and
    ///     later sends are ignored.
    ///   - action: what to do with the value that survives the burst.
    public init(
        for delay: Duration,
        clock: any Clock<Duration> = ContinuousClock(),
        scope: ModuleScope? = nil,
        action: @escaping @MainActor (Value) -> Void
    ) {
        self.delay = delay
        self.clock = clock
        self.scope = scope
        self.isBoundToScope = scope != nil
        self.action = action
    }

    /// Whether a value is waiting for its quiet period to end.
    public var hasPendingValue: Bool { pending.map { !$0.isCancelled } ?? false }

    /// Makes `value` the pending value and restarts the quiet period.
    public func send(_ value: Value) {
        pending?.cancel()
        pending = nil
        let fire: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            pending = nil
            action(value)
        }
        if isBoundToScope {
            // A detached (or released) scope takes no new work.
            guard let scope, !scope.isDetached else { return }
            pending = scope.schedule(after: delay, clock: clock, fire)
        } else {
            pending = ClockTimer.once(after: delay, on: clock, fire)
        }
    }

    /// Drops the pending value, if any.
    public func cancel() {
        pending?.cancel()
        pending = nil
    }

    deinit {
        pending?.cancel()
    }
}
