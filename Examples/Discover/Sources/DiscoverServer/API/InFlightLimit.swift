import VIPERLock

/// A count of work in flight with a ceiling: entering past it fails at once instead of queueing.
final class InFlightLimit: Sendable {
    private let ceiling: Int
    private let current = Locked(0)

    /// A limit of `ceiling` at once.
    init(_ ceiling: Int) {
        self.ceiling = max(1, ceiling)
    }

    /// Runs `body` if fewer than the ceiling are running; nil (without running it) otherwise.
    func run<T>(_ body: () async throws(APIFailure) -> T) async throws(APIFailure) -> T? {
        guard enter() else { return nil }
        defer { leave() }
        return try await body()
    }

    private func enter() -> Bool {
        let ceiling = ceiling
        return current.withLock { current in
            guard current < ceiling else { return false }
            current += 1
            return true
        }
    }

    private func leave() {
        current.withLock { $0 -= 1 }
    }
}
