import Foundation
import NIOCore
import VIPERLock

/// The connections an ``HTTPServer`` has open, and the cap on their number.
///
/// A connection is *evictable* while its request is still arriving, and while it only waits
/// out the delay of a refusal (``HTTPResponse/delay``); it is not while its answer is being
/// made. At the cap, a new connection evicts the oldest evictable one (slow or idle clients,
/// such as a slowloris attack, and throttled ones lose their place to new ones instead of
/// starving them); when no connection is evictable, the new one is refused. Either way the
/// server never holds more than the cap, and a client that sends its request promptly is served.
final class ConnectionRegistry: Sendable {
    /// What to do with a new connection.
    enum Admission {
        /// Serve it.
        case admitted
        /// Serve it, after telling `evicted` to give up its place.
        case admittedEvicting(any Channel)
        /// Answer 503 and close it.
        case refused
    }

    private struct Entry {
        let channel: any Channel
        let sequence: UInt64
        var evictable: Bool
    }

    /// The most connections open at once.
    let capacity: Int
    /// The connections held, and the sequence number the last one got.
    private let state = Locked<(entries: [ObjectIdentifier: Entry], nextSequence: UInt64)>(([:], 0))

    /// A registry holding at most `capacity` connections.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Number of connections held now.
    var count: Int {
        state.withLock { $0.entries.count }
    }

    /// Decides about `channel` and, when it is served, holds it until ``remove(_:)``.
    func admit(_ channel: any Channel) -> Admission {
        let capacity = capacity
        return state.withLock { state in
            var evicted: (any Channel)?
            if state.entries.count >= capacity {
                guard let oldest = state.entries.filter({ $0.value.evictable }).min(by: { $0.value.sequence < $1.value.sequence })
                else { return .refused }
                state.entries[oldest.key] = nil
                evicted = oldest.value.channel
            }
            state.nextSequence += 1
            state.entries[ObjectIdentifier(channel)] = Entry(channel: channel, sequence: state.nextSequence, evictable: true)
            return evicted.map { .admittedEvicting($0) } ?? .admitted
        }
    }

    /// Marks whether `channel` may be evicted: not while its answer is being made.
    func setEvictable(_ evictable: Bool, _ channel: any Channel) {
        state.withLock { $0.entries[ObjectIdentifier(channel)]?.evictable = evictable }
    }

    /// Closes every connection held.
    func closeAll() {
        let channels = state.withLock { $0.entries.values.map(\.channel) }
        for channel in channels {
            channel.close(promise: nil)
        }
    }

    /// Forgets `channel` (it closed).
    func remove(_ channel: any Channel) {
        state.withLock { $0.entries[ObjectIdentifier(channel)] = nil }
    }
}
