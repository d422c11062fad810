import Dispatch

/// A task executor that runs each job only after `delay` of real time. A task that
/// prefers it stands for a task on a loaded machine (or under a sanitizer): resumed,
/// it is picked up late.
final class SlowTaskExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "SlowTaskExecutor")
    private let delay: DispatchTimeInterval

    init(delay: DispatchTimeInterval) {
        self.delay = delay
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.asyncAfter(deadline: .now() + delay) {
            job.runSynchronously(on: self.asUnownedTaskExecutor())
        }
    }
}
