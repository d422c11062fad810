import Foundation

/// Runs independent pieces of work on every core, on threads with stacks deep enough for the
/// parser's recursion, optionally giving up on a piece that runs past a time limit.
///
/// The tools parse through it (so the linter and `LintBenchmark`'s parse-only baseline measure
/// the same parallelism). A piece past its time limit cannot be stopped, so it is abandoned:
/// its result is dropped, a fresh thread takes over the remaining work, and the call returns
/// without waiting for it. The abandoned thread finishes (or ends with the process) on its own.
public enum ParallelWork {
    private static let stackSize = 64 << 20

    /// Calls `body` once for each index in `0..<count`, in parallel; returns when all are done.
    public static func forEach(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        _ = map(count) { body($0) }
    }

    /// Maps `0..<count` in parallel, keeping the order of the results.
    public static func map<Result: Sendable>(_ count: Int, _ transform: @escaping @Sendable (Int) -> Result) -> [Result] {
        Run(count: count, timeLimit: nil, budget: nil, transform: transform).results().compactMap { $0 }
    }

    /// Maps `0..<count` in parallel, keeping the order; an element whose transform runs longer
    /// than `timeLimit` is nil, and the rest of the work goes on without it.
    ///
    /// With a `budget`, elements run at once only while their costs fit in it: an element waits
    /// for the budget before its transform (and its time limit) starts, and gives its cost back
    /// when its transform returns, even after it was given up.
    public static func map<Result: Sendable>(
        _ count: Int, timeLimit: Duration, budget: WorkBudget? = nil,
        _ transform: @escaping @Sendable (Int) -> Result
    ) -> [Result?] {
        Run(count: count, timeLimit: timeLimit, budget: budget, transform: transform).results()
    }

    /// Frees `values` on every core: when the array holds the last references to what its
    /// elements own (a run's parsed files, their facts and texts), that is released in parallel
    /// instead of on the calling thread while the other cores idle. Fewer than
    /// `minimumCount` values are simply dropped.
    ///
    /// Pass the array with `consume`: a copy the caller keeps would keep the elements alive.
    public static func release<Value: Sendable>(_ values: consuming [Value], minimumCount: Int = 256) {
        let count = values.count
        guard count >= max(1, minimumCount), ProcessInfo.processInfo.activeProcessorCount > 1 else { return }
        // The elements are copied into a buffer the workers own (one retain each), and the
        // array's references are dropped (one release each, freeing nothing); each worker then
        // deinitializes its own stretch of the buffer, which frees what the elements held.
        let buffer = UnsafeMutableBufferPointer<Value>.allocate(capacity: count)
        _ = buffer.initialize(fromContentsOf: values)
        values = []
        let stretches = 4 * ProcessInfo.processInfo.activeProcessorCount
        let stretch = (count + stretches - 1) / stretches
        let owned = OwnedBuffer(buffer: buffer)
        forEach((count + stretch - 1) / stretch) { index in
            let start = index * stretch
            owned.deinitialize(start..<min(count, start + stretch))
        }
        buffer.deallocate()
    }

    /// A buffer whose disjoint stretches are deinitialized from different threads.
    private struct OwnedBuffer<Value: Sendable>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Value>

        func deinitialize(_ range: Range<Int>) {
            _ = buffer.extracting(range).deinitialize()
        }
    }

    /// The shared state of one parallel map, guarded by one condition lock.
    ///
    /// `NSCondition`, not `Synchronization.Mutex`, whose locking ThreadSanitizer on Linux
    /// cannot see.
    private final class Run<Result: Sendable>: @unchecked Sendable {
        private let count: Int
        private let timeLimit: Duration?
        private let budget: WorkBudget?
        private let transform: @Sendable (Int) -> Result
        private let clock = ContinuousClock()
        private let condition = NSCondition()
        private var next = 0
        private var settled = 0
        private var slots: [Result?]
        /// The element each worker is running and when it must be done, by worker id.
        private var running: [Int: (index: Int, deadline: ContinuousClock.Instant)] = [:]
        private var abandoned: Set<Int> = []
        private var workerCount = 0
        /// The cost of the elements whose transforms are running, abandoned ones included.
        private var spent = 0
        /// How many workers wait for the budget: only then does giving cost back wake anyone.
        private var waitingForBudget = 0

        init(count: Int, timeLimit: Duration?, budget: WorkBudget?, transform: @escaping @Sendable (Int) -> Result) {
            self.count = count
            self.timeLimit = timeLimit
            self.budget = budget
            self.transform = transform
            slots = Array(repeating: nil, count: count)
        }

        /// Starts the workers, gives up on elements past the time limit, and returns the results
        /// once every element is done or given up.
        func results() -> [Result?] {
            guard count > 0 else { return [] }
            condition.lock()
            defer { condition.unlock() }
            for _ in 0..<max(1, min(count, ProcessInfo.processInfo.activeProcessorCount)) { startWorker() }
            while settled < count {
                guard let timeLimit else {
                    condition.wait()
                    continue
                }
                let now = clock.now
                for (worker, item) in running where item.deadline <= now {
                    running[worker] = nil
                    abandoned.insert(worker)
                    settled += 1
                    if next < count { startWorker() }
                }
                guard settled < count else { break }
                let earliest = running.values.map(\.deadline).min() ?? now.advanced(by: timeLimit)
                let wait = now.duration(to: earliest)
                let seconds = Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18
                _ = condition.wait(until: Date().addingTimeInterval(max(0.001, seconds)))
            }
            return slots
        }

        /// Starts one more worker thread; called with the lock held.
        private func startWorker() {
            let worker = workerCount
            workerCount += 1
            let thread = Thread { [self] in work(as: worker) }
            thread.stackSize = ParallelWork.stackSize
            thread.start()
        }

        private func work(as worker: Int) {
            while true {
                condition.lock()
                guard !abandoned.contains(worker), next < count else {
                    condition.unlock()
                    return
                }
                let index = next
                next += 1
                let cost = budget.map { min($0.total, max(0, $0.cost(index))) } ?? 0
                if let budget {
                    while spent > 0, spent + cost > budget.total {
                        waitingForBudget += 1
                        condition.wait()
                        waitingForBudget -= 1
                    }
                    spent += cost
                }
                if let timeLimit { running[worker] = (index, clock.now.advanced(by: timeLimit)) }
                condition.unlock()

                let value = transform(index)

                condition.lock()
                if cost > 0 {
                    spent -= cost
                    if waitingForBudget > 0 { condition.broadcast() }
                }
                guard !abandoned.contains(worker) else {
                    condition.unlock()
                    return
                }
                running[worker] = nil
                slots[index] = value
                settled += 1
                if settled == count { condition.broadcast() }
                condition.unlock()
            }
        }
    }
}

/// How much of something (the bytes parsed at once, say) the elements of a
/// ``ParallelWork/map(_:timeLimit:budget:_:)`` may hold at once, and what each one costs.
///
/// An element that costs more than the whole budget costs the whole budget: it runs alone.
public struct WorkBudget: Sendable {
    /// Most the running elements may cost together.
    public let total: Int
    /// What the element at an index costs.
    public let cost: @Sendable (Int) -> Int

    /// Creates a budget of `total`, with the cost of each element.
    public init(total: Int, cost: @escaping @Sendable (Int) -> Int) {
        self.total = total
        self.cost = cost
    }
}
