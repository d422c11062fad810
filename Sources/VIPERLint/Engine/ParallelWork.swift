import Foundation
import Synchronization

/// Runs independent pieces of work on every core, on threads with stacks deep enough for the
/// parser's recursion on pathological input.
///
/// The linter runs its per-file work through it; `LintBenchmark` uses it for the parse-only
/// baseline so both measure the same parallelism.
public enum ParallelWork {
    private static let stackSize = 64 << 20

    private final class Counter: Sendable {
        let next = Atomic<Int>(0)
    }

    /// Calls `body` once for each index in `0..<count`, in parallel; returns when all are done.
    public static func forEach(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let counter = Counter()
        let group = DispatchGroup()
        let workers = max(1, min(count, ProcessInfo.processInfo.activeProcessorCount))
        for _ in 0..<workers {
            group.enter()
            let thread = Thread {
                while true {
                    let index = counter.next.add(1, ordering: .relaxed).oldValue
                    guard index < count else { break }
                    body(index)
                }
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        group.wait()
    }

    /// Maps `0..<count` in parallel, keeping the order of the results.
    public static func map<Result: Sendable>(_ count: Int, _ transform: @escaping @Sendable (Int) -> Result) -> [Result] {
        let slots = Slots<Result>(count)
        forEach(count) { index in slots.store(transform(index), at: index) }
        return slots.values
    }
}

/// Results written from many threads, each into its own slot.
///
/// Guarded by `NSLock`, not `Synchronization.Mutex`, whose locking ThreadSanitizer on Linux
/// cannot see.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(_ count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func store(_ value: Value, at index: Int) {
        lock.withLock { storage[index] = value }
    }

    var values: [Value] {
        lock.withLock { storage.compactMap { $0 } }
    }
}
