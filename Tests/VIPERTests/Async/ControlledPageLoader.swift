import VIPER
import VIPERLock

/// A page loader whose calls wait until the test answers them, so races between loads
/// and resets are played out step by step, without sleeps.
final class ControlledPageLoader: Sendable {
    typealias Request = PageRequest<String, Int>
    typealias Result = Swift.Result<Page<String, Int>, any Error>

    private struct State {
        var pending: [(Request, CheckedContinuation<Page<String, Int>, any Error>)] = []
        var received: [Request] = []
        var requestWaiters: [(Int, CheckedContinuation<Void, Never>)] = []
    }

    private let state = Locked(State())

    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        state.withLock(body)
    }

    /// The loader function to hand to a `Paginator`.
    var load: @Sendable (Request) async throws -> Page<String, Int> {
        { [self] request in
            try await withCheckedThrowingContinuation { continuation in
                let ready = withState { state in
                    state.pending.append((request, continuation))
                    state.received.append(request)
                    let count = state.received.count
                    let ready = state.requestWaiters.filter { $0.0 <= count }.map(\.1)
                    state.requestWaiters.removeAll { $0.0 <= count }
                    return ready
                }
                ready.forEach { $0.resume() }
            }
        }
    }

    /// Every request received so far, oldest first.
    var requests: [Request] { withState { $0.received } }

    /// Returns once `count` requests have been received in total.
    func waitForRequests(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let isReady = withState { state in
                if state.received.count >= count { return true }
                state.requestWaiters.append((count, continuation))
                return false
            }
            if isReady { continuation.resume() }
        }
    }

    /// Answers the oldest unanswered request whose query is `query` with `result`.
    func answer(query: String, with result: Result) {
        let continuation = withState { state in
            state.pending.firstIndex { $0.0.query == query }.map { state.pending.remove(at: $0).1 }
        }
        continuation?.resume(with: result)
    }
}

/// A page of `items` for tests, with `next` as its cursor.
func page(_ items: [String], next: Int?) -> ControlledPageLoader.Result {
    .success(Page(items: items, nextCursor: next))
}

/// The error a failing loader throws in tests.
struct OfflineError: Error, CustomStringConvertible {
    var description: String { "The network is offline." }
}
