/// Runs ``PasswordHasher`` work on threads of its own, behind a bounded queue.
///
/// A 210,000-round PBKDF2 takes tens of milliseconds of CPU. Run on Swift's cooperative pool
/// it would stall every other task; run without a bound, a flood of sign-ins would queue
/// work for minutes. Here it runs on ``standardThreads`` low-priority thread(s), and once
/// ``standardQueueLimit`` hashes wait, further ones fail at once with
/// ``PasswordHashError/busy(waiting:)`` (the API answers 503 with `Retry-After`).
public final class PasswordHashingQueue: Sendable {
    /// Hashing threads: one, so at least one core of a small machine stays free for requests.
    public static let standardThreads = 1
    /// Hashes that may wait for a thread.
    public static let standardQueueLimit = 32

    /// The hasher whose work runs here.
    public let hasher: PasswordHasher
    private let pool: WorkerPool<Void>

    /// A queue running `hasher` on `threads` threads, with at most `queueLimit` hashes waiting.
    public init(hasher: PasswordHasher = PasswordHasher(), threads: Int = standardThreads, queueLimit: Int = standardQueueLimit) {
        self.hasher = hasher
        pool = WorkerPool(
            name: "PasswordHashingQueue", resources: Array(repeating: (), count: max(1, threads)), heavyLimit: 1,
            queueLimit: queueLimit, background: true)
    }

    deinit {
        pool.shutdown()
    }

    /// A new salted hash of `password` (``PasswordHasher/hash(_:)``).
    public func hash(_ password: String) async throws(PasswordHashError) -> String {
        let hasher = hasher
        let outcome = try await run { Result { () throws(PasswordHashError) in try hasher.hash(password) } }
        return try outcome.get()
    }

    /// Whether `password` matches `stored` (``PasswordHasher/verify(_:against:)``).
    public func verify(_ password: String, against stored: String) async throws(PasswordHashError) -> Bool {
        let hasher = hasher
        return try await run { hasher.verify(password, against: stored) }
    }

    /// The work of a verification, for an unknown account (``PasswordHasher/simulateVerification(_:)``).
    public func simulateVerification(_ password: String) async throws(PasswordHashError) {
        let hasher = hasher
        try await run { hasher.simulateVerification(password) }
    }

    private func run<T: Sendable>(_ body: @escaping @Sendable () -> T) async throws(PasswordHashError) -> T {
        do {
            return try await pool.run(.light) { _ in body() }
        } catch {
            throw .busy(waiting: error.waiting)
        }
    }
}
