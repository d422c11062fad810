import Foundation
import Testing
import VIPERLock
@testable import Discover

@Suite("Worker pools: dedicated threads, heavy jobs bounded, queues bounded")
struct WorkerPoolTests {
    /// Counts its instances, to observe a pool releasing its resources.
    final class Resource: @unchecked Sendable {
        static let live = Locked(0)
        init() { Self.live.withLock { $0 += 1 } }
        deinit { Self.live.withLock { $0 -= 1 } }
    }

    @Test("a light job runs while heavy jobs occupy their limit")
    func lightPassesHeavy() async throws {
        let pool = WorkerPool(name: "test", resources: [(), (), ()], heavyLimit: 1)
        let release = DispatchSemaphore(value: 0)
        let heavies = (0..<3).map { _ in Task { try await pool.run(.heavy) { _ in release.wait() } } }
        try await Task.sleep(for: .milliseconds(100))
        // The heavy jobs hold until the light one has answered, so the light job can only answer
        // by passing them; were it queued behind them, the test would wait for ever.
        let answer = try await pool.run(.light) { _ in 42 }
        #expect(answer == 42)
        for _ in heavies { release.signal() }
        for heavy in heavies { try await heavy.value }
        pool.shutdown()
    }

    @Test("at most the heavy limit of heavy jobs run at once")
    func heavyLimitHolds() async throws {
        let pool = WorkerPool(name: "test", resources: [(), (), ()], heavyLimit: 1)
        let counts = Locked((running: 0, most: 0))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    try await pool.run(.heavy) { _ in
                        counts.withLock {
                            $0.running += 1
                            $0.most = max($0.most, $0.running)
                        }
                        usleep(20_000)
                        counts.withLock { $0.running -= 1 }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(counts.withLock { $0.most } == 1)
        pool.shutdown()
    }

    @Test("a full queue refuses a job at once")
    func fullQueueRefuses() async throws {
        let pool = WorkerPool(name: "test", resources: [()], heavyLimit: 1, queueLimit: 1)
        let release = DispatchSemaphore(value: 0)
        let busy = Task { try await pool.run(.light) { _ in release.wait() } }
        try await Task.sleep(for: .milliseconds(100))
        let queued = Task { try await pool.run(.light) { _ in () } }
        try await Task.sleep(for: .milliseconds(100))
        await #expect(throws: WorkQueueFull(waiting: 1)) { try await pool.run(.light) { _ in () } }
        release.signal()
        try await busy.value
        try await queued.value
        pool.shutdown()
    }

    @Test("shutdown finishes the queued jobs, then releases every thread's resource")
    func shutdownReleasesResources() async throws {
        let before = Resource.live.withLock { $0 }
        let pool = WorkerPool(name: "test", resources: [Resource(), Resource()], heavyLimit: 1)
        let value = try await pool.run(.light) { _ in 7 }
        pool.shutdown()
        #expect(value == 7)
        #expect(Resource.live.withLock { $0 } == before)
        await #expect(throws: WorkQueueFull.self) { try await pool.run(.light) { _ in () } }
    }

    @Test("password hashing past its queue limit is refused as busy instead of waiting")
    func hashingQueueBusy() async throws {
        let queue = PasswordHashingQueue(hasher: PasswordHasher(iterations: 2_000_000), threads: 1, queueLimit: 1)
        let outcomes = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    do {
                        _ = try await queue.hash("secret")
                        return true
                    } catch {
                        return false
                    }
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(outcomes.contains(false))
        #expect(outcomes.contains(true))
    }
}
