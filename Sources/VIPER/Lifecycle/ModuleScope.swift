/// The lifetime of one module: the tasks, subscriptions and timers it starts are
/// bound to it and cancelled together when the module detaches.
///
/// A module's interactor (or presenter) owns a scope and starts its asynchronous
/// work through it instead of creating free-floating `Task`s:
///
/// ```swift
/// scope.run { [weak self] in
///     let result = await auth.login(email: email, password: password)
///     self?.output?.loginFinished(result)
/// }
/// ```
///
/// When the module leaves the screen, its router (or the navigation stack) calls
/// ``detach()``: every running task and timer is cancelled, every bound subscription ends,
/// and anything started afterwards is cancelled at once. Tests await ``settle()``
/// to let the module's work finish before they assert.
@MainActor
public final class ModuleScope {
    private var running: [Int: any Cancellable] = [:]
    private var bound: [any Cancellable] = []
    private var timers: [Int: Task<Void, Never>] = [:]
    private var nextID = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Whether ``detach()`` has been called.
    public private(set) var isDetached = false

    /// A scope for a module that is about to be attached.
    ///
    /// Not isolated, so a scope can be a default argument (`scope: ModuleScope = ModuleScope()`)
    /// in Swift 5 and Swift 6 language modes alike.
    nonisolated public init() {}

    /// The number of tasks started through ``run(_:)`` that have not finished yet.
    public var runningTaskCount: Int { running.count }

    /// Starts `operation` on the main actor, bound to this scope.
    ///
    /// The task is cancelled when the scope detaches; after ``detach()`` it is
    /// cancelled before it starts.
    @discardableResult
    public func run(
        _ operation: @escaping @MainActor () async -> Void
    ) -> Task<Void, Never> {
        let id = nextID
        nextID += 1
        let task = Task { @MainActor [weak self] in
            await operation()
            self?.finish(id)
        }
        if isDetached {
            task.cancel()
        } else {
            running[id] = task
        }
        return task
    }

    /// The number of timers that have not ended yet.
    var timerCount: Int { timers.count }

    /// Starts a timer with `start` and keeps its task until it ends or the scope
    /// detaches. ``settle()`` does not wait for timers: a repeating one never ends.
    func trackTimer(
        _ start: (_ ended: @escaping @MainActor () -> Void) -> Task<Void, Never>
    ) -> Task<Void, Never> {
        let id = nextID
        nextID += 1
        let task = start { [weak self] in self?.timers[id] = nil }
        if isDetached {
            task.cancel()
        } else {
            timers[id] = task
        }
        return task
    }

    /// Keeps `cancellable` alive until the scope detaches, then cancels it.
    ///
    /// Binding to a detached scope cancels `cancellable` at once.
    public func bind(_ cancellable: any Cancellable) {
        if isDetached {
            cancellable.cancel()
        } else {
            bound.append(cancellable)
        }
    }

    /// Cancels every running task, timer and bound cancellable. Idempotent.
    public func detach() {
        guard !isDetached else { return }
        isDetached = true
        let tasks = running.values
        let others = bound
        let scheduled = timers.values
        running.removeAll()
        bound.removeAll()
        timers.removeAll()
        tasks.forEach { $0.cancel() }
        scheduled.forEach { $0.cancel() }
        others.forEach { $0.cancel() }
        resumeWaitersIfIdle()
    }

    /// Returns once no task started through ``run(_:)`` is running, including tasks
    /// started by the tasks it waited for. Timers are not waited for (a repeating one
    /// never ends): advance the clock instead.
    public func settle() async {
        while !running.isEmpty {
            await withCheckedContinuation { waiters.append($0) }
        }
    }

    private func finish(_ id: Int) {
        running[id] = nil
        resumeWaitersIfIdle()
    }

    private func resumeWaitersIfIdle() {
        guard running.isEmpty else { return }
        let ready = waiters
        waiters.removeAll()
        ready.forEach { $0.resume() }
    }

    deinit {
        running.values.forEach { $0.cancel() }
        bound.forEach { $0.cancel() }
        timers.values.forEach { $0.cancel() }
    }
}
