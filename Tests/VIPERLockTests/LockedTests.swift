import Dispatch
import Testing
import VIPERLock

@Suite("Locked")
struct LockedTests {
    enum Refusal: Error, Equatable { case refused }

    @Test("increments from 8 threads at once all count")
    func concurrentUpdates() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }

    @Test("readers and writers on 8 threads see whole values, never a torn one")
    func readersAndWriters() {
        let pair = Locked((0, 0))
        let torn = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            for _ in 0..<5_000 {
                if index.isMultiple(of: 2) {
                    pair.withLock { $0 = ($0.0 + 1, $0.1 + 1) }
                } else if pair.withLock({ $0.0 != $0.1 }) {
                    torn.withLock { $0 += 1 }
                }
            }
        }
        #expect(torn.withLock { $0 } == 0)
        #expect(pair.withLock { $0.0 } == 20_000)
    }

    @Test("a recursive lock may be taken again by the thread holding it")
    func recursive() {
        let lock = Locked(recursive: true)
        let depth = lock.withLock { lock.withLock { lock.withLock { 3 } } }
        #expect(depth == 3)
    }

    @Test("a recursive lock still excludes other threads")
    func recursiveExcludes() {
        let lock = Locked(recursive: true)
        let total = Locked(0)
        nonisolated(unsafe) var unguarded = 0
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<2_000 {
                lock.withLock { lock.withLock { unguarded += 1 } }
            }
        }
        total.withLock { $0 = unguarded }
        #expect(total.withLock { $0 } == 16_000)
    }

    @Test("an error thrown in the body reaches the caller typed, and the lock is released")
    func typedThrows() {
        let lock = Locked(1)
        #expect(throws: Refusal.refused) {
            try lock.withLock { (value: inout Int) throws(Refusal) -> Void in
                value = 2
                throw .refused
            }
        }
        #expect(lock.withLock { $0 } == 2)
    }
}
