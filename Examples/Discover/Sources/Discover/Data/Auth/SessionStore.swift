import Foundation

/// API sessions kept in the local ``DiscoverDatabase``: started at sign-in, looked up by
/// bearer token, ended at sign-out or expiry.
///
/// Each user keeps at most ``maximumPerUser`` sessions (starting one more ends the oldest);
/// expired rows are deleted whenever a session starts.
public struct SessionStore: Sendable {
    /// How long a token is accepted after sign-in.
    public static let standardLifetime: TimeInterval = 12 * 60 * 60
    /// Sessions one user may have at once.
    public static let maximumPerUser = 20

    private let database: DiscoverDatabase
    private let lifetime: TimeInterval
    private let now: @Sendable () -> Date

    /// Sessions in `database` that last `lifetime` seconds, timed by `now`.
    public init(database: DiscoverDatabase, lifetime: TimeInterval = standardLifetime, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.lifetime = lifetime
        self.now = now
    }

    /// A new session for `user`, with a fresh token.
    public func start(for user: User) async throws(PlacesError) -> APISession {
        let token: String
        do {
            token = try SessionToken.generate()
        } catch {
            throw .storage(error.description)
        }
        let created = now()
        let session = APISession(token: token, user: user, expiresAt: created.addingTimeInterval(lifetime))
        let digest = SessionToken.digest(of: token)
        let limit = Self.maximumPerUser
        try await database.write { connection throws(SQLiteError) in
            try connection.run("DELETE FROM sessions WHERE expires_at <= ?", [.real(created.timeIntervalSince1970)])
            try connection.run(
                "INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
                [.text(digest), .text(user.id), .real(created.timeIntervalSince1970), .real(session.expiresAt.timeIntervalSince1970)])
            try connection.run(
                """
                DELETE FROM sessions WHERE user_id = ?1 AND token_hash NOT IN (
                    SELECT token_hash FROM sessions WHERE user_id = ?1 ORDER BY created_at DESC LIMIT ?2)
                """, [.text(user.id), .integer(Int64(limit))])
        }
        return session
    }

    /// The user whose unexpired session has `token`, or nil for a malformed, unknown, ended or expired token.
    public func user(for token: String) async throws(PlacesError) -> User? {
        guard SessionToken.isWellFormed(token) else { return nil }
        let digest = SessionToken.digest(of: token)
        let instant = now().timeIntervalSince1970
        return try await database.read { connection throws(SQLiteError) in
            try connection.query(
                """
                SELECT u.id, u.name, u.email FROM sessions s JOIN users u ON u.id = s.user_id
                WHERE s.token_hash = ? AND s.expires_at > ?
                """, [.text(digest), .real(instant)]
            ) { row in User(id: row.text(0), name: row.text(1), email: row.text(2)) }.first
        }
    }

    /// Ends the session with `token`; an unknown token is already ended.
    public func end(_ token: String) async throws(PlacesError) {
        guard SessionToken.isWellFormed(token) else { return }
        let digest = SessionToken.digest(of: token)
        try await database.write { connection throws(SQLiteError) in
            try connection.run("DELETE FROM sessions WHERE token_hash = ?", [.text(digest)])
        }
    }
}
