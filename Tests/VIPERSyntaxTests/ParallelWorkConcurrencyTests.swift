import Foundation
import Testing
import VIPERLock
import VIPERSyntax

@Suite("Parallel work")
struct ParallelWorkConcurrencyTests {
    @Test("map keeps the order of the results")
    func order() {
        #expect(ParallelWork.map(500) { $0 * 2 } == (0..<500).map { $0 * 2 })
    }

    @Test("an element past the time limit is nil, the others are done, and the call returns without it")
    func timeLimit() {
        let release = Locked(false)
        let clock = ContinuousClock()
        let start = clock.now
        let results = ParallelWork.map(50, timeLimit: .milliseconds(200)) { index -> Int in
            if index == 3 {
                while !release.withLock({ $0 }) { usleep(1_000) }
            }
            return index
        }
        let elapsed = start.duration(to: clock.now)
        release.withLock { $0 = true }
        #expect(results[3] == nil)
        #expect(results.compactMap { $0 } == (0..<50).filter { $0 != 3 })
        // Without the time limit the call would never return; the bound is for a limit honoured
        // far too late, and leaves room for a test process stalled on a loaded machine.
        #expect(elapsed < .seconds(60))
    }

    @Test("several stuck elements are each given up and the rest of the work still gets done")
    func manyStuck() {
        let release = Locked(false)
        let results = ParallelWork.map(20, timeLimit: .milliseconds(100)) { index -> Int in
            if index % 5 == 0 {
                while !release.withLock({ $0 }) { usleep(1_000) }
            }
            return index
        }
        release.withLock { $0 = true }
        #expect(results.indices.filter { results[$0] == nil } == [0, 5, 10, 15])
        #expect(results.compactMap { $0 }.count == 16)
    }

    /// One test's count of live ``Tracked`` values, and the threads that freed them.
    final class Census: Sendable {
        let live = Locked(0)
        let freedOn = Locked<Set<ObjectIdentifier>>([])
    }

    /// A value that tells its census when it is made and freed.
    final class Tracked: Sendable {
        let census: Census
        init(_ census: Census) {
            self.census = census
            census.live.withLock { $0 += 1 }
        }
        deinit {
            census.live.withLock { $0 -= 1 }
            census.freedOn.withLock { _ = $0.insert(ObjectIdentifier(Thread.current)) }
        }
    }

    @Test("release frees every element on the worker threads, and only what nothing else holds")
    func releaseInParallel() {
        // The caller's thread object is made before the workers': made after they ended, it
        // could take the address of a worker's freed one and look like a thread that freed values.
        let caller = Thread.current
        let census = Census()
        let values = (0..<1_000).map { _ in Tracked(census) }
        let kept = Array(values[0..<10])
        ParallelWork.release(consume values)
        // The ten kept elsewhere stay alive; the rest were freed before the call returned.
        #expect(census.live.withLock { $0 } == 10)
        withExtendedLifetime(kept) {}
        if ProcessInfo.processInfo.activeProcessorCount > 1 {
            let freedOn = census.freedOn.withLock { $0 }
            #expect(!freedOn.isEmpty)
            #expect(!freedOn.contains(ObjectIdentifier(caller)))
        }
        withExtendedLifetime(caller) {}
    }

    @Test("release drops a short array where it is", arguments: [0, 1, 255])
    func releaseShort(count: Int) {
        let census = Census()
        let values = (0..<count).map { _ in Tracked(census) }
        ParallelWork.release(consume values)
        #expect(census.live.withLock { $0 } == 0)
        #expect(census.freedOn.withLock { $0 }.subtracting([ObjectIdentifier(Thread.current)]).isEmpty)
    }
}
