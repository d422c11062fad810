import Foundation
import VIPERLock

/// Token buckets per key (a client address): each key may spend `burst` requests at once and
/// earns `perSecond` back, so a steady client is never refused and a flood is, cheaply.
///
/// Keys whose bucket is full again are forgotten once more than ``maximumKeys`` are held.
final class RateLimiter: Sendable {
    /// A bucket's size and refill rate.
    struct Rate: Equatable, Sendable {
        /// Requests that may be made at once.
        let burst: Double
        /// Requests earned back per second.
        let perSecond: Double
    }

    /// Keys held at most before full buckets are dropped.
    static let maximumKeys = 10_000

    private struct Bucket {
        var tokens: Double
        var updated: Date
    }

    private let rate: Rate
    private let now: @Sendable () -> Date
    private let buckets = Locked<[String: Bucket]>([:])

    /// A limiter at `rate`, timed by `now`.
    init(_ rate: Rate, now: @escaping @Sendable () -> Date) {
        self.rate = rate
        self.now = now
    }

    /// Spends one request for `key`; when its bucket is empty, returns the whole seconds until one is earned.
    func take(_ key: String) -> Result<Void, RetryAfter> {
        let instant = now()
        let rate = rate
        return buckets.withLock { buckets in
            var bucket = buckets[key] ?? Bucket(tokens: rate.burst, updated: instant)
            bucket.tokens = min(rate.burst, bucket.tokens + max(0, instant.timeIntervalSince(bucket.updated)) * rate.perSecond)
            bucket.updated = instant
            guard bucket.tokens >= 1 else {
                buckets[key] = bucket
                return .failure(RetryAfter(seconds: max(1, Int(((1 - bucket.tokens) / rate.perSecond).rounded(.up)))))
            }
            bucket.tokens -= 1
            buckets[key] = bucket
            if buckets.count > Self.maximumKeys {
                buckets = buckets.filter { $0.value.tokens + instant.timeIntervalSince($0.value.updated) * rate.perSecond < rate.burst }
            }
            return .success(())
        }
    }
}

/// A refusal that passes after `seconds`.
struct RetryAfter: Error, Equatable {
    let seconds: Int
}
