/// Checks that a module's objects are deallocated after it detaches, as RIBs'
/// `LeakDetector` does: every tracked object must be gone within a timeout (1 s by
/// default), or the report names each survivor.
///
/// The wait runs on an injected clock, so the check works on Linux and in tests
/// without real waiting:
///
/// ```swift
/// let report = await LeakDetector().detachAndCheck(tracked)
/// if !report.isClean { logger.warning("\(report)") }
/// ```
///
/// Objects released a little after detaching (by a cancelled task unwinding) count as
/// freed: the detector looks again every `pollInterval` until the timeout.
@MainActor
public struct LeakDetector {
    /// How long tracked objects may outlive their module's detach.
    public let timeout: Duration
    /// How often the detector looks at the tracked objects while it waits.
    public let pollInterval: Duration
    private let clock: any Clock<Duration>

    /// A detector that waits up to `timeout` on `clock`, looking every `pollInterval`.
    ///
    /// A poll interval that is not positive or exceeds the timeout is replaced by the
    /// timeout, so the detector always looks at least once at the end.
    public init(
        timeout: Duration = .seconds(1),
        pollInterval: Duration = .milliseconds(50),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.timeout = max(timeout, .zero)
        self.pollInterval = pollInterval > .zero && pollInterval < timeout ? pollInterval : max(timeout, .zero)
        self.clock = clock
    }

    /// Detaches `module` and waits until its objects are freed or the timeout passes.
    ///
    /// Returns early with a clean report as soon as nothing survives. If the calling
    /// task is cancelled, returns the survivors found so far.
    public func detachAndCheck(_ module: TrackedModule) async -> LeakReport {
        module.detach()
        return await check(module, on: clock)
    }

    private func check<C: Clock<Duration>>(_ module: TrackedModule, on clock: C) async -> LeakReport {
        let deadline = clock.now.advanced(by: timeout)
        var survivors = module.survivors
        while !survivors.isEmpty, clock.now < deadline {
            let next = min(clock.now.advanced(by: pollInterval), deadline)
            do {
                try await clock.sleep(until: next, tolerance: nil)
            } catch {
                break
            }
            survivors = module.survivors
        }
        return LeakReport(survivors: survivors, timeout: timeout)
    }
}
