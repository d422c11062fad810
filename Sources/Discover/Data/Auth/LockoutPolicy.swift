import Foundation

/// How many wrong passwords in a row lock an account, and for how long.
public struct LockoutPolicy: Equatable, Sendable {
    /// Consecutive failures that lock the account (at least 1).
    public let maximumFailures: Int
    /// How long a locked account refuses every sign-in.
    public let lockDuration: TimeInterval

    /// Five failures lock the account for five minutes.
    public static let standard = LockoutPolicy(maximumFailures: 5, lockDuration: 5 * 60)

    /// A policy locking after `maximumFailures` failures for `lockDuration` seconds.
    public init(maximumFailures: Int, lockDuration: TimeInterval) {
        self.maximumFailures = max(1, maximumFailures)
        self.lockDuration = lockDuration
    }
}
