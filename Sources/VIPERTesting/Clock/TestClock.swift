import VIPERLock

/// A clock whose time moves only when a test says so: code under test sleeps on it,
/// the test calls ``advance(by:)`` and the sleepers whose deadlines have come wake up,
/// earliest first.
///
/// Inject it wherever the code takes `any Clock<Duration>`:
///
/// ```swift
/// let clock = TestClock()
/// let debouncer = Debouncer<String>(for: .milliseconds(300), clock: clock) { search($0) }
/// debouncer.send("lis")
/// await clock.advance(by: .milliseconds(300))   // the search runs now, no real waiting
/// ```
///
/// Waking is deterministic: sleepers are resumed one at a time in deadline order (ties
/// in the order they started sleeping). After resuming one, the clock waits until that
/// task is running again (its `sleep` has returned), so a task the machine is slow to
/// pick up still runs before the next sleeper wakes; then it lets the main actor and the
/// woken task's next steps run before it moves on, so work a sleeper schedules during
/// the advance (a repeating timer's next tick) is found too. (A sleeper isolated to an
/// actor of its own gets those same rounds to hop back to it; the clock cannot see that
/// hop, so it cannot wait for it.) A sleeping task that is cancelled throws
/// `CancellationError` at once and is forgotten.
public final class TestClock: Clock, Sendable {
    /// A point in test time: the duration since the clock was created.
    public struct Instant: InstantProtocol, Sendable, Hashable, CustomStringConvertible {
        /// The time since the clock's start.
        public let offset: Duration

        /// The instant `offset` after the clock's start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The duration from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// `start + offset`.
        public var description: String { "start + \(offset)" }
    }

    private let state = Locked(State())

    /// A clock at its start instant, with no sleepers.
    public init() {}

    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        state.withLock(body)
    }

    /// The current test time.
    public var now: Instant {
        withState { $0.now }
    }

    /// Zero: test time has no granularity.
    public var minimumResolution: Duration { .zero }

    /// The number of tasks sleeping on this clock now.
    public var sleeperCount: Int {
        withState { $0.sleepers.count }
    }

    /// Suspends until the test advances the clock to `deadline`; returns at once if it
    /// has passed. Throws `CancellationError` if the task is cancelled while sleeping.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = withState { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        let wokenByClock = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Bool, any Error>) in
                let outcome: Result<Bool, any Error>? = withState { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= state.now { return .success(false) }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = withState { state in
                state.sleepers.firstIndex { $0.id == id }.map { state.sleepers.remove(at: $0) }
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
        if wokenByClock { reportRunning(id) }
    }

    /// Moves time forward by `duration`, waking every sleeper whose deadline falls in
    /// that span, earliest first, each at its own deadline.
    ///
    /// A negative duration is treated as zero: test time never goes backwards.
    public func advance(by duration: Duration = .zero) async {
        await advance(to: now.advanced(by: max(duration, .zero)))
    }

    /// Moves time forward to `target`, waking sleepers due by then in deadline order.
    /// A target in the past leaves the time unchanged and wakes whoever is already due.
    public func advance(to target: Instant) async {
        await letScheduledWorkRun()
        while let due = nextSleeper(dueBy: target) {
            await wake(due)
        }
        withState { state in
            state.now = max(state.now, target)
        }
        await letScheduledWorkRun()
    }

    /// Advances until no task is sleeping, then returns the number of sleepers woken.
    ///
    /// Stops after `maxWakeUps` (a repeating timer would otherwise run forever); use
    /// ``advance(by:)`` to move a bounded amount of time.
    @discardableResult
    public func run(maxWakeUps: Int = 10_000) async -> Int {
        await letScheduledWorkRun()
        var woken = 0
        while woken < maxWakeUps, let due = nextSleeper(dueBy: nil) {
            await wake(due)
            woken += 1
        }
        return woken
    }

    /// Removes and returns the earliest sleeper due by `target` (any sleeper when
    /// `target` is nil), moving the time to its deadline.
    private func nextSleeper(dueBy target: Instant?) -> Sleeper? {
        withState { state in
            guard let index = state.sleepers.indices.min(by: { state.sleepers[$0] < state.sleepers[$1] }),
                target.map({ state.sleepers[index].deadline <= $0 }) ?? true
            else { return nil }
            let sleeper = state.sleepers.remove(at: index)
            state.now = max(state.now, sleeper.deadline)
            return sleeper
        }
    }

    /// Resumes `sleeper`, waits until its task is running again, then lets what it
    /// schedules run. Without the wait, a woken task the executor has not picked up yet
    /// (a loaded machine, a sanitizer) could run after the next sleeper is resumed.
    private func wake(_ sleeper: Sleeper) async {
        await withCheckedContinuation { (running: CheckedContinuation<Void, Never>) in
            withState { $0.wakers[sleeper.id] = running }
            sleeper.continuation.resume(returning: true)
        }
        await letScheduledWorkRun()
    }

    /// Called by a sleeper the clock woke, as its `sleep` returns: resumes the advance
    /// waiting for it.
    private func reportRunning(_ id: UInt64) {
        withState { $0.wakers.removeValue(forKey: id) }?.resume()
    }

    /// Lets tasks that were just woken or started (on the main actor or the global
    /// executor) reach their next suspension point before time moves again.
    private func letScheduledWorkRun() async {
        for _ in 0..<Self.yieldRounds {
            await MainActor.run {}
            await Task.yield()
        }
    }

    /// Rounds of hopping to the main actor and yielding per settle point; a woken task
    /// needs a hop back from the clock's executor to its own.
    private static let yieldRounds = 8
}

/// The clock's time and its sleeping tasks.
private struct State {
    var now = TestClock.Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var nextID: UInt64 = 0
    /// For each sleeper being woken, the advance waiting for its task to run again.
    var wakers: [UInt64: CheckedContinuation<Void, Never>] = [:]
}

/// A task sleeping until `deadline`.
private struct Sleeper: Comparable {
    let id: UInt64
    let deadline: TestClock.Instant
    /// Resumed with `true` when the clock wakes it.
    let continuation: CheckedContinuation<Bool, any Error>

    static func < (lhs: Sleeper, rhs: Sleeper) -> Bool {
        (lhs.deadline, lhs.id) < (rhs.deadline, rhs.id)
    }

    static func == (lhs: Sleeper, rhs: Sleeper) -> Bool {
        lhs.id == rhs.id
    }
}
