import Foundation

/// Signs users in against the accounts in the local ``DiscoverDatabase``.
///
/// Passwords are verified with ``PasswordHasher`` (off the database actor, so a slow hash
/// does not hold up other queries). An unknown email and a wrong password give the same
/// ``AuthError/invalidCredentials`` after the same hashing work. After
/// ``LockoutPolicy/maximumFailures`` wrong passwords in a row the account refuses every
/// sign-in, the right password included, for ``LockoutPolicy/lockDuration``; time comes from
/// the injected `now`, so tests move the clock instead of waiting.
public struct LocalAuthService: AuthServicing {
    private let database: DiscoverDatabase
    private let hasher: PasswordHasher
    private let lockout: LockoutPolicy
    private let now: @Sendable () -> Date

    /// Accounts in `database`, hashed with `hasher`, locked per `lockout`, timed by `now`.
    public init(
        database: DiscoverDatabase, hasher: PasswordHasher = PasswordHasher(), lockout: LockoutPolicy = .standard,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.database = database
        self.hasher = hasher
        self.lockout = lockout
        self.now = now
    }

    /// The user with this email and password.
    public func login(email: String, password: String) async throws(AuthError) -> User {
        let account = try await storage { () throws(PlacesError) in try await self.account(email: email) }
        guard let account else {
            hasher.simulateVerification(password)
            throw .invalidCredentials
        }
        if let lockedUntil = account.lockedUntil, lockedUntil > now() {
            throw .accountLocked(until: lockedUntil)
        }
        if hasher.verify(password, against: account.passwordHash) {
            try await storage { () throws(PlacesError) in
                try await database.write { connection throws(SQLiteError) in
                    try connection.run("UPDATE users SET failed_attempts = 0, locked_until = NULL WHERE id = ?", [.text(account.user.id)])
                }
            }
            return account.user
        }
        let lockedUntil = try await storage { () throws(PlacesError) in try await recordFailure(userID: account.user.id) }
        if let lockedUntil { throw .accountLocked(until: lockedUntil) }
        throw .invalidCredentials
    }

    /// Creates an account; throws ``AccountError/emailTaken(_:)`` when the email is registered.
    public func createAccount(name: String, email: String, password: String) async throws(AccountError) -> User {
        let passwordHash: String
        do {
            passwordHash = try hasher.hash(password)
        } catch {
            throw .storage(error.description)
        }
        let user = User(id: UUID().uuidString.lowercased(), name: name, email: email)
        let inserted: Int
        do {
            inserted = try await database.write { connection throws(SQLiteError) in
                try connection.run(
                    "INSERT INTO users (id, name, email, password_hash) VALUES (?, ?, ?, ?) ON CONFLICT (email) DO NOTHING",
                    [.text(user.id), .text(name), .text(email), .text(passwordHash)])
            }
        } catch {
            throw .storage(error.description)
        }
        guard inserted == 1 else { throw .emailTaken(email) }
        return user
    }

    /// Whether an account has this email (case-insensitive).
    public func hasAccount(email: String) async throws(AccountError) -> Bool {
        do {
            return try await account(email: email) != nil
        } catch {
            throw .storage(error.description)
        }
    }

    private struct Account: Sendable {
        let user: User
        let passwordHash: String
        let lockedUntil: Date?
    }

    private func account(email: String) async throws(PlacesError) -> Account? {
        try await database.read { connection throws(SQLiteError) in
            try connection.query(
                "SELECT id, name, email, password_hash, locked_until FROM users WHERE email = ?", [.text(email)]
            ) { row in
                Account(
                    user: User(id: row.text(0), name: row.text(1), email: row.text(2)), passwordHash: row.text(3),
                    lockedUntil: row.isNull(4) ? nil : Date(timeIntervalSince1970: row.double(4)))
            }.first
        }
    }

    /// Counts a failure in one transaction; returns the lock's end when the account is locked,
    /// by this failure or by a concurrent one that got there first (then nothing is counted).
    private func recordFailure(userID: String) async throws(PlacesError) -> Date? {
        let instant = now()
        let lockout = lockout
        return try await database.write { connection throws(SQLiteError) -> Date? in
            let current = try connection.query("SELECT locked_until FROM users WHERE id = ?", [.text(userID)]) { row in
                row.isNull(0) ? nil : Date(timeIntervalSince1970: row.double(0))
            }.first ?? nil
            if let current, current > instant { return current }
            let failures = try connection.query(
                "UPDATE users SET failed_attempts = failed_attempts + 1 WHERE id = ? RETURNING failed_attempts", [.text(userID)]
            ) { row in Int(row.int64(0)) }.first ?? 0
            guard failures >= lockout.maximumFailures else { return nil }
            let until = instant.addingTimeInterval(lockout.lockDuration)
            try connection.run(
                "UPDATE users SET failed_attempts = 0, locked_until = ? WHERE id = ?",
                [.real(until.timeIntervalSince1970), .text(userID)])
            return until
        }
    }

    /// Runs a storage step; a failing database means the service cannot answer: ``AuthError/network``.
    @discardableResult
    private func storage<T>(_ body: () async throws(PlacesError) -> T) async throws(AuthError) -> T {
        do {
            return try await body()
        } catch {
            throw .network
        }
    }
}
