/// How VIPER's timers wait on an injected clock.
///
/// Deadlines are fixed on the clock when the timer is created, not when its task first
/// runs, so a test clock advanced right after scheduling still fires the timer at the
/// right instant. Repeating timers do not drift: each deadline is the previous one plus
/// the interval. `ended` runs on the main actor when the timer's task ends, fired or
/// cancelled, so an owner can forget it.
enum ClockTimer {
    /// A main-actor task that runs `action` once, `delay` after now on `clock`,
    /// unless it is cancelled first.
    static func once(
        after delay: Duration,
        on clock: any Clock<Duration>,
        ended: @escaping @MainActor () -> Void = {},
        _ action: @escaping @MainActor () -> Void
    ) -> Task<Void, Never> {
        once(after: delay, onOpened: clock, ended: ended, action)
    }

    /// A main-actor task that runs `action` every `interval` on `clock`, first one
    /// interval from now, until it is cancelled.
    ///
    /// An interval below the clock's resolution is raised to it (and to at least one
    /// nanosecond), so a repeating timer can never spin.
    static func repeating(
        every interval: Duration,
        on clock: any Clock<Duration>,
        ended: @escaping @MainActor () -> Void = {},
        _ action: @escaping @MainActor () -> Void
    ) -> Task<Void, Never> {
        repeating(every: interval, onOpened: clock, ended: ended, action)
    }

    private static func once<C: Clock<Duration>>(
        after delay: Duration,
        onOpened clock: C,
        ended: @escaping @MainActor () -> Void,
        _ action: @escaping @MainActor () -> Void
    ) -> Task<Void, Never> {
        let deadline = clock.now.advanced(by: delay)
        return Task { @MainActor in
            defer { ended() }
            guard (try? await clock.sleep(until: deadline, tolerance: nil)) != nil,
                !Task.isCancelled
            else { return }
            action()
        }
    }

    private static func repeating<C: Clock<Duration>>(
        every interval: Duration,
        onOpened clock: C,
        ended: @escaping @MainActor () -> Void,
        _ action: @escaping @MainActor () -> Void
    ) -> Task<Void, Never> {
        let step = max(interval, clock.minimumResolution, .nanoseconds(1))
        let first = clock.now.advanced(by: step)
        return Task { @MainActor in
            defer { ended() }
            var deadline = first
            while (try? await clock.sleep(until: deadline, tolerance: nil)) != nil,
                !Task.isCancelled
            {
                action()
                deadline = deadline.advanced(by: step)
            }
        }
    }
}
