import Foundation
import VIPERLock

/// Slows password guessing down without locking the account's owner out.
///
/// A client that once signed in to an account holds a *device token* for it (issued by
/// ``trustDevice(email:)``, kept only as a digest, in memory). An attempt that presents a valid
/// device token for its account is counted under that token alone: neither failures from other
/// clients nor the account-wide count delay it, so no one without the token can throttle the
/// owner on that device. Every other attempt is counted as follows.
///
/// Failures are counted per account *and client* (the pair), and per account over every
/// client. Each count has a free allowance; past it, the next attempt for that key is
/// admitted only after a delay that doubles with each further failure, up to a cap, and only
/// one attempt per key is in flight at a time. An attempt refused that way is not checked and
/// not counted. A success clears the pair. So a stranger guessing from one client slows only
/// that client down; the owner elsewhere signs in at once, and even on the same client waits
/// at most the cap, never a lockout. Unknown emails are counted exactly like registered
/// ones, so throttling tells nothing about which accounts exist.
///
/// State is in memory, bounded by ``Policy/capacity`` keys, and forgotten after
/// ``Policy/forgetAfter`` without failures (or when the process ends).
public final class LoginThrottle: Sendable {
    /// The allowances and delays.
    public struct Policy: Equatable, Sendable {
        /// Failures one account may have from one client before delays start.
        public var freeFailuresPerClient: Int
        /// The longest delay for one account from one client.
        public var maximumDelayPerClient: TimeInterval
        /// Failures one account may have over every client before delays start.
        public var freeFailuresPerAccount: Int
        /// The longest delay for one account over every client (kept short: it also delays the owner).
        public var maximumDelayPerAccount: TimeInterval
        /// The first delay once an allowance is spent; each further failure doubles it.
        public var firstDelay: TimeInterval
        /// A key with no failure for this long starts over.
        public var forgetAfter: TimeInterval
        /// The most keys remembered; the longest-quiet ones go first beyond it.
        public var capacity: Int

        /// 5 free failures per account and client, then 1 s, 2 s, 4 s … up to 60 s; 100 per
        /// account over all clients, then up to 10 s; forgotten after 15 quiet minutes.
        public static let standard = Policy(
            freeFailuresPerClient: 5, maximumDelayPerClient: 60, freeFailuresPerAccount: 100, maximumDelayPerAccount: 10,
            firstDelay: 1, forgetAfter: 15 * 60, capacity: 10_000)

        /// A policy with these limits.
        public init(
            freeFailuresPerClient: Int, maximumDelayPerClient: TimeInterval, freeFailuresPerAccount: Int,
            maximumDelayPerAccount: TimeInterval, firstDelay: TimeInterval, forgetAfter: TimeInterval, capacity: Int
        ) {
            self.freeFailuresPerClient = max(0, freeFailuresPerClient)
            self.maximumDelayPerClient = maximumDelayPerClient
            self.freeFailuresPerAccount = max(0, freeFailuresPerAccount)
            self.maximumDelayPerAccount = maximumDelayPerAccount
            self.firstDelay = firstDelay
            self.forgetAfter = forgetAfter
            self.capacity = max(2, capacity)
        }
    }

    /// An admitted attempt; report its outcome with ``finish(_:_:)``.
    public struct Attempt: Sendable {
        /// The first key: the device token's, or the pair's.
        fileprivate let pair: String
        /// The account-wide key; nil for an attempt from a trusted device.
        fileprivate let account: String?
    }

    private struct Entry {
        var failures = 0
        var inFlight = 0
        var notBefore = Date.distantPast
        var lastFailure = Date.distantPast
    }

    private let policy: Policy
    private let now: @Sendable () -> Date
    private let entries = Locked<[String: Entry]>([:])
    /// Digests of the device tokens issued, with the account each is for and when it was issued.
    private let devices = Locked<[String: (account: String, issued: Date)]>([:])

    /// A throttle with `policy`, timed by `now`.
    public init(policy: Policy = .standard, now: @escaping @Sendable () -> Date = { Date() }) {
        self.policy = policy
        self.now = now
    }

    /// Admits an attempt for `email` from `client`, presenting the device token `device` if the
    /// client has one, or returns the instant before which none is.
    public func admit(email: String, client: String, device: String? = nil) -> Result<Attempt, ThrottledUntil> {
        let account = email.lowercased()
        let attempt =
            trustedDigest(device, for: account).map { Attempt(pair: "device\u{0}" + $0, account: nil) }
            ?? Attempt(pair: account + "\u{0}" + client, account: account)
        let instant = now()
        let policy = policy
        return entries.withLock { entries in
            Self.prune(&entries, at: instant, policy: policy)
            let waits = [
                Self.wait(&entries, attempt.pair, free: policy.freeFailuresPerClient, at: instant, policy: policy),
                attempt.account.flatMap { Self.wait(&entries, $0, free: policy.freeFailuresPerAccount, at: instant, policy: policy) },
            ].compactMap { $0 }
            if let until = waits.max() { return .failure(ThrottledUntil(date: until)) }
            entries[attempt.pair, default: Entry()].inFlight += 1
            if let key = attempt.account { entries[key, default: Entry()].inFlight += 1 }
            return .success(attempt)
        }
    }

    /// A new device token for `email`'s account, to give the client after a successful sign-in; nil
    /// when no random token could be made. At most ``Policy/capacity`` are kept, the oldest go first.
    public func trustDevice(email: String) -> String? {
        guard let token = try? SessionToken.generate() else { return nil }
        let instant = now()
        let capacity = policy.capacity
        devices.withLock { devices in
            if devices.count >= capacity, let oldest = devices.min(by: { $0.value.issued < $1.value.issued }) {
                devices[oldest.key] = nil
            }
            devices[SessionToken.digest(of: token)] = (email.lowercased(), instant)
        }
        return token
    }

    /// Whether `device` is a device token issued for `email`'s account.
    public func isTrusted(device: String?, email: String) -> Bool {
        trustedDigest(device, for: email.lowercased()) != nil
    }

    /// The digest of `device` when it is a token issued for `account`, else nil.
    private func trustedDigest(_ device: String?, for account: String) -> String? {
        guard let device, SessionToken.isWellFormed(device) else { return nil }
        let digest = SessionToken.digest(of: device)
        return devices.withLock { $0[digest]?.account == account } ? digest : nil
    }

    /// How an admitted attempt ended.
    public enum Outcome: Sendable {
        /// The password was right: the pair starts over.
        case succeeded
        /// The password was wrong (or the account unknown): one failure for both keys.
        case failed
        /// The password was never checked (the service was busy or failed): nothing is counted.
        case notChecked
    }

    /// Records how `attempt` ended.
    public func finish(_ attempt: Attempt, _ outcome: Outcome) {
        let instant = now()
        let succeeded = outcome == .succeeded
        let policy = policy
        entries.withLock { entries in
            for (key, maximumDelay, free) in [
                (attempt.pair, policy.maximumDelayPerClient, policy.freeFailuresPerClient),
                attempt.account.map { ($0, policy.maximumDelayPerAccount, policy.freeFailuresPerAccount) },
            ].compactMap({ $0 }) {
                guard var entry = entries[key] else { continue }
                entry.inFlight = max(0, entry.inFlight - 1)
                if succeeded, key == attempt.pair {
                    entry.failures = 0
                    entry.notBefore = .distantPast
                } else if outcome == .failed {
                    entry.failures += 1
                    entry.lastFailure = instant
                    let over = entry.failures - free
                    if over >= 0 {
                        entry.notBefore = instant.addingTimeInterval(min(policy.firstDelay * pow(2, Double(min(over, 32))), maximumDelay))
                    }
                }
                entries[key] = entry
            }
        }
    }

    /// When `key` may next be tried, or nil if now. Past the allowance only one attempt at a time.
    private static func wait(
        _ entries: inout [String: Entry], _ key: String, free: Int, at instant: Date, policy: Policy
    ) -> Date? {
        guard let entry = entries[key] else { return nil }
        if entry.inFlight == 0, instant.timeIntervalSince(entry.lastFailure) >= policy.forgetAfter {
            entries[key] = nil
            return nil
        }
        if entry.failures + entry.inFlight < free { return nil }
        if entry.notBefore > instant { return entry.notBefore }
        return entry.inFlight > 0 ? instant.addingTimeInterval(policy.firstDelay) : nil
    }

    /// Forgets quiet keys; beyond capacity, also the longest-quiet ones with nothing in flight.
    private static func prune(_ entries: inout [String: Entry], at instant: Date, policy: Policy) {
        guard entries.count >= policy.capacity else { return }
        entries = entries.filter { $0.value.inFlight > 0 || instant.timeIntervalSince($0.value.lastFailure) < policy.forgetAfter }
        guard entries.count >= policy.capacity else { return }
        let quietest = entries.filter { $0.value.inFlight == 0 }.sorted { $0.value.lastFailure < $1.value.lastFailure }
        for (key, _) in quietest.prefix(entries.count - policy.capacity / 2) {
            entries[key] = nil
        }
    }
}

/// A throttled sign-in: no attempt for that account is checked before `date`.
public struct ThrottledUntil: Error, Equatable, Sendable {
    /// The first instant another attempt is admitted.
    public let date: Date
}
