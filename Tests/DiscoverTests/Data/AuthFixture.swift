import Foundation
@testable import Discover

/// A fresh database with one account, a fast hasher and a hand-moved clock.
struct AuthFixture {
    static let email = "ada@example.com"
    static let password = "correct horse"

    let temporary = TemporaryDatabase()
    let clock = ManualDateSource()
    let database: DiscoverDatabase
    let auth: LocalAuthService
    let user: User

    init(comparator: any DigestComparing = ConstantTimeComparator(), lockout: LockoutPolicy = LockoutPolicy(maximumFailures: 3, lockDuration: 300)) async throws {
        database = try await temporary.openImported()
        let clock = clock
        auth = LocalAuthService(
            database: database, hasher: PasswordHasher(iterations: 1_000, comparator: comparator), lockout: lockout,
            now: { clock.now })
        user = try await auth.createAccount(name: "Ada", email: Self.email, password: Self.password)
    }

    /// The stored password hash of `user`.
    func storedHash() async throws -> String {
        let id = user.id
        return try await database.read { connection throws(SQLiteError) in
            try connection.query("SELECT password_hash FROM users WHERE id = ?", [.text(id)]) { $0.text(0) }.first ?? ""
        }
    }
}
