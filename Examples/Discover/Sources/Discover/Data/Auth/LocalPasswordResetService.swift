import Foundation

/// Records password-reset requests in the local ``DiscoverDatabase``, a bounded number per account.
///
/// One transaction inserts a request row for the account with that email, if any, unless it
/// already has ``maximumRequestsPerWindow`` requests within ``window``; for an unknown or
/// malformed email, and over the bound, it inserts nothing and returns exactly as for a
/// recorded one, so the caller learns nothing about which emails are registered. Requests
/// older than a day are deleted. Delivering the reset link (email) is outside this demo: the
/// recorded request is where a mailer would pick it up.
public struct LocalPasswordResetService: PasswordResetting {
    /// Requests recorded per account within ``window``.
    public static let maximumRequestsPerWindow = 3
    /// The window of ``maximumRequestsPerWindow``: one hour.
    public static let window: TimeInterval = 60 * 60
    /// How long a request is kept.
    static let retention: TimeInterval = 24 * 60 * 60

    private let database: DiscoverDatabase
    private let now: @Sendable () -> Date

    /// Requests recorded in `database`, stamped with `now`.
    public init(database: DiscoverDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.now = now
    }

    /// Records a request for `email` if an account has it and is under its bound; same outcome either way.
    public func requestPasswordReset(email: String) async throws(AuthError) {
        guard AccountText.isAcceptableEmail(email) else { return }
        let instant = now().timeIntervalSince1970
        do {
            try await database.write { connection throws(SQLiteError) in
                try connection.run("DELETE FROM password_resets WHERE requested_at < ?", [.real(instant - Self.retention)])
                try connection.run(
                    """
                    INSERT INTO password_resets (user_id, requested_at)
                    SELECT u.id, ?1 FROM users u WHERE u.email = ?2 AND (
                        SELECT count(*) FROM password_resets r WHERE r.user_id = u.id AND r.requested_at > ?3) < ?4
                    """, [.real(instant), .text(email), .real(instant - Self.window), .integer(Int64(Self.maximumRequestsPerWindow))])
            }
        } catch {
            throw .network
        }
    }
}
