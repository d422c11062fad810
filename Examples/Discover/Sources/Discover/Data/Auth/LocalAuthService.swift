import Foundation

/// Signs users in against the accounts in the local ``DiscoverDatabase``.
///
/// Passwords are verified on a ``PasswordHashingQueue`` (its own thread, a bounded queue),
/// so a slow hash holds up neither queries nor other tasks. An unknown email and a wrong
/// password give the same ``AuthError/invalidCredentials`` after the same hashing work, and
/// are throttled alike by a ``LoginThrottle``: past its allowance, attempts for that account
/// from that client wait a growing delay (``AuthError/accountLocked(until:)``), while the
/// right password from another client still signs in. Time comes from the injected `now`,
/// so tests move the clock instead of waiting.
public struct LocalAuthService: AuthServicing {
    /// The client name of sign-ins through ``login(email:password:)``: the app on this machine.
    public static let localClient = "local"

    private let database: DiscoverDatabase
    private let hashing: PasswordHashingQueue
    private let throttle: LoginThrottle

    /// Accounts in `database`, hashed with `hasher`, throttled per `throttling`, timed by `now`.
    public init(
        database: DiscoverDatabase, hasher: PasswordHasher = PasswordHasher(), throttling: LoginThrottle.Policy = .standard,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.database = database
        hashing = PasswordHashingQueue(hasher: hasher)
        throttle = LoginThrottle(policy: throttling, now: now)
    }

    /// The user with this email and password, signing in from this machine.
    public func login(email: String, password: String) async throws(AuthError) -> User {
        try await login(email: email, password: password, client: Self.localClient).user
    }

    /// The user with this email and password, signing in from `client` (e.g. an IP address) that
    /// presents `device`, the device token of an earlier sign-in to this account, if it has one;
    /// with a new device token for the client to keep (see ``LoginThrottle``).
    ///
    /// - Throws: ``AuthError/invalidCredentials`` for a wrong password, an unknown or malformed
    ///   email, a password ``AccountText`` refuses (a NUL byte, too long); ``AuthError/accountLocked(until:)`` while attempts for this account from this
    ///   client (or this device) are throttled; ``AuthError/network`` when the database fails or too many
    ///   password checks are already waiting.
    public func login(email: String, password: String, client: String, device: String? = nil) async throws(AuthError) -> SignIn {
        guard AccountText.isAcceptableEmail(email), AccountText.isAcceptablePassword(password) else {
            throw .invalidCredentials
        }
        let attempt: LoginThrottle.Attempt
        switch throttle.admit(email: email, client: client, device: device) {
        case .success(let admitted): attempt = admitted
        case .failure(let throttled): throw .accountLocked(until: throttled.date)
        }
        do throws(AuthError) {
            let user = try await check(email: email, password: password)
            throttle.finish(attempt, .succeeded)
            return SignIn(user: user, deviceToken: throttle.trustDevice(email: email))
        } catch .invalidCredentials {
            throttle.finish(attempt, .failed)
            throw .invalidCredentials
        } catch {
            throttle.finish(attempt, .notChecked)
            throw error
        }
    }

    /// Whether `device` is a device token an earlier sign-in to `email`'s account gave its client.
    public func isTrustedDevice(_ device: String?, email: String) -> Bool {
        throttle.isTrusted(device: device, email: email)
    }

    /// Creates an account; throws ``AccountError/emailTaken(_:)`` when the email is registered,
    /// ``AccountError/invalidPassword`` for a password ``AccountText`` refuses.
    public func createAccount(name: String, email: String, password: String) async throws(AccountError) -> User {
        guard AccountText.isAcceptableEmail(email) else { throw .invalidEmail(email) }
        guard AccountText.isAcceptablePassword(password) else { throw .invalidPassword }
        let passwordHash: String
        do {
            passwordHash = try await hashing.hash(password)
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

    /// Creates `account` unless an account has its email already.
    public func ensureAccount(_ account: DemoAccount) async throws(AccountError) {
        guard try await !hasAccount(email: account.email) else { return }
        do {
            _ = try await createAccount(name: account.name, email: account.email, password: account.password)
        } catch .emailTaken {
            // Another process created it between the check and the insert: the account exists, as wanted.
        }
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
    }

    /// Looks the account up and verifies the password, spending the same work when there is no account.
    private func check(email: String, password: String) async throws(AuthError) -> User {
        let account: Account?
        do {
            account = try await self.account(email: email)
        } catch {
            throw .network
        }
        let matches: Bool
        do {
            if let account {
                matches = try await hashing.verify(password, against: account.passwordHash)
            } else {
                try await hashing.simulateVerification(password)
                matches = false
            }
        } catch {
            throw .network
        }
        guard let account, matches else { throw .invalidCredentials }
        return account.user
    }

    private func account(email: String) async throws(PlacesError) -> Account? {
        try await database.read { connection throws(SQLiteError) in
            try connection.query("SELECT id, name, email, password_hash FROM users WHERE email = ?", [.text(email)]) { row in
                Account(user: User(id: row.text(0), name: row.text(1), email: row.text(2)), passwordHash: row.text(3))
            }.first
        }
    }
}
