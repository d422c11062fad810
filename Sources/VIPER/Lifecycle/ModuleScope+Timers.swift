extension ModuleScope {
    /// Runs `action` on the main actor once, `delay` from now on `clock`, unless the
    /// scope detaches (or the returned task is cancelled) first.
    ///
    /// Inject the clock so tests can move time with `VIPERTesting.TestClock`:
    ///
    /// ```swift
    /// scope.schedule(after: .seconds(3), clock: clock) { [weak self] in self?.hideBanner() }
    /// ```
    ///
    /// ``settle()`` does not wait for timers; advance the test clock instead.
    @discardableResult
    public func schedule(
        after delay: Duration,
        clock: any Clock<Duration> = ContinuousClock(),
        _ action: @escaping @MainActor () -> Void
    ) -> Task<Void, Never> {
        trackTimer { ended in
            ClockTimer.once(after: delay, on: clock, ended: ended, action)
        }
    }

    /// Runs `action` on the main actor every `interval` on `clock`, first one interval
    /// from now, until the scope detaches or the returned task is cancelled.
    ///
    /// Deadlines do not drift: the n-th tick is due n intervals after scheduling. An
    /// interval shorter than the clock's resolution is raised to it.
    @discardableResult
    public func schedule(
        every interval: Duration,
        clock: any Clock<Duration> = ContinuousClock(),
        _ action: @escaping @MainActor () -> Void
    ) -> Task<Void, Never> {
        trackTimer { ended in
            ClockTimer.repeating(every: interval, on: clock, ended: ended, action)
        }
    }

    /// The number of timers scheduled on this scope that have not ended yet.
    public var scheduledTimerCount: Int { timerCount }
}
