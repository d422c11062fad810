import Foundation

/// Records password-reset requests in the local ``DiscoverDatabase``.
///
/// One statement inserts a request row for the account with that email, if any; for an
/// unknown email it inserts nothing and returns exactly as for a known one, so the caller
/// learns nothing about which emails are registered. Delivering the reset link (email) is
/// outside this demo: the recorded request is where a mailer would pick it up.
public struct LocalPasswordResetService: PasswordResetting {
    private let database: DiscoverDatabase
    private let now: @Sendable () -> Date

    /// Requests recorded in `database`, stamped with `now`.
    public init(database: DiscoverDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.now = now
    }

    /// Records a request for `email` if an account has it; same outcome either way.
    public func requestPasswordReset(email: String) async throws(AuthError) {
        let instant = now().timeIntervalSince1970
        do {
            try await database.write { connection throws(SQLiteError) in
                try connection.run(
                    "INSERT INTO password_resets (user_id, requested_at) SELECT id, ? FROM users WHERE email = ?",
                    [.real(instant), .text(email)])
            }
        } catch {
            throw .network
        }
    }
}
