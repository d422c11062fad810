import Dispatch
import VIPERTesting

/// A task executor that runs each job only after `delay` of real time. A task that
/// prefers it stands for a task on a loaded machine (or under a sanitizer): resumed,
/// it is picked up late.
final class SlowTaskExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "SlowTaskExecutor")
    private let delay: DispatchTimeInterval
    private let started = Recorder<Void>()

    /// The number of jobs it has begun to run. A job counts as it begins, before any of
    /// its code runs, so whatever a task does once it is picked up comes after the count.
    var jobsStarted: Int {
        started.count
    }

    init(delay: DispatchTimeInterval) {
        self.delay = delay
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.asyncAfter(deadline: .now() + delay) {
            self.started.record(())
            job.runSynchronously(on: self.asUnownedTaskExecutor())
        }
    }
}
