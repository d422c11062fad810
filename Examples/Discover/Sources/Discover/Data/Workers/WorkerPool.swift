import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs blocking jobs on threads of its own, each thread owning one resource (a database
/// connection, or nothing), so SQLite calls and password hashing never occupy Swift's
/// cooperative thread pool.
///
/// Jobs are light or heavy. A free thread takes the oldest light job first; at most
/// `heavyLimit` heavy jobs run at once, so with more threads than that a light job never
/// waits behind heavy ones. At most `queueLimit` jobs wait; beyond that ``run(_:_:)`` throws
/// ``WorkQueueFull`` at once instead of queueing without bound. A pool made with `background`
/// lowers its threads' scheduling priority (Linux `nice` 10), so CPU-bound jobs yield the
/// cores to request handling.
final class WorkerPool<Resource>: @unchecked Sendable {
    /// How a job is scheduled.
    enum Weight: Sendable {
        /// Short work, taken before any heavy job.
        case light
        /// Work that may take long; limited to `heavyLimit` at a time.
        case heavy
    }

    private typealias Job = (Resource) -> Void

    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var lightJobs: [Job] = []
    private var heavyJobs: [Job] = []
    private var heavyRunning = 0
    private var stopping = false
    private var liveThreads = 0
    private var resources: [Resource?]
    private var threadIDs: [pthread_t] = []

    private let heavyLimit: Int
    private let queueLimit: Int

    /// Starts one thread named `name` per resource in `resources`.
    init(name: String, resources: [Resource], heavyLimit: Int, queueLimit: Int = .max, background: Bool = false) {
        precondition(!resources.isEmpty, "a worker pool needs at least one thread")
        self.resources = resources
        self.heavyLimit = max(1, heavyLimit)
        self.queueLimit = max(1, queueLimit)
        liveThreads = resources.count
        for index in resources.indices {
            let thread = Thread { [self] in work(index: index, background: background) }
            thread.name = "\(name) \(index + 1)"
            thread.start()
        }
    }

    /// Runs `body` on a pool thread with that thread's resource and returns its result.
    ///
    /// - Throws: ``WorkQueueFull`` when `queueLimit` jobs are already waiting, or the pool is shut down.
    func run<T: Sendable>(_ weight: Weight, _ body: @escaping @Sendable (Resource) -> T) async throws(WorkQueueFull) -> T {
        let outcome: T? = await withCheckedContinuation { continuation in
            let accepted = enqueue(weight) { resource in continuation.resume(returning: body(resource)) }
            if !accepted { continuation.resume(returning: nil) }
        }
        guard let outcome else { throw WorkQueueFull(waiting: queueLimit) }
        return outcome
    }

    /// Lets the queued jobs finish, then ends the threads and releases their resources; returns
    /// once they are released (at once when called from one of the pool's own threads).
    func shutdown() {
        condition.lock()
        stopping = true
        condition.broadcast()
        let calledFromPool = threadIDs.contains { pthread_equal($0, pthread_self()) != 0 }
        while liveThreads > 0, !calledFromPool {
            condition.wait()
        }
        condition.unlock()
    }

    private func enqueue(_ weight: Weight, _ job: @escaping Job) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopping, lightJobs.count + heavyJobs.count < queueLimit else { return false }
        switch weight {
        case .light: lightJobs.append(job)
        case .heavy: heavyJobs.append(job)
        }
        condition.signal()
        return true
    }

    private func work(index: Int, background: Bool) {
        if background { Self.lowerPriority() }
        condition.lock()
        threadIDs.append(pthread_self())
        while true {
            if !lightJobs.isEmpty {
                let job = lightJobs.removeFirst()
                let resource = resources[index]!
                condition.unlock()
                job(resource)
                condition.lock()
            } else if !heavyJobs.isEmpty, heavyRunning < heavyLimit {
                let job = heavyJobs.removeFirst()
                let resource = resources[index]!
                heavyRunning += 1
                condition.unlock()
                job(resource)
                condition.lock()
                heavyRunning -= 1
                // A heavy slot is free: a thread waiting only for it may go on.
                condition.broadcast()
            } else if stopping, lightJobs.isEmpty, heavyJobs.isEmpty {
                break
            } else {
                condition.wait()
            }
        }
        resources[index] = nil
        liveThreads -= 1
        condition.broadcast()
        condition.unlock()
    }

    private static func lowerPriority() {
        #if os(Linux)
        // Linux keeps a nice value per thread; `who` 0 names the calling thread.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        #endif
    }
}

/// A ``WorkerPool`` refused a job: `waiting` jobs were already queued, or it was shut down.
struct WorkQueueFull: Error, Equatable, Sendable {
    /// The queue limit that was reached.
    let waiting: Int
}
