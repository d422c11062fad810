import Foundation
@testable import Discover

/// A fresh database with one account, a fast hasher and a hand-moved clock.
struct AuthFixture {
    /// The throttle of the fixture: 3 free failures per account and client, then 1 s doubling up to 60 s;
    /// 10 per account over all clients, then up to 10 s.
    static let throttling = LoginThrottle.Policy(
        freeFailuresPerClient: 3, maximumDelayPerClient: 60, freeFailuresPerAccount: 10, maximumDelayPerAccount: 10,
        firstDelay: 1, forgetAfter: 900, capacity: 1_000)

    static let email = "ada@example.com"
    static let password = "correct horse"

    let temporary = TemporaryDatabase()
    let clock = ManualDateSource()
    let database: DiscoverDatabase
    let auth: LocalAuthService
    let user: User

    init(comparator: any DigestComparing = ConstantTimeComparator(), throttling: LoginThrottle.Policy = AuthFixture.throttling) async throws
    {
        database = try await temporary.openImported()
        let clock = clock
        auth = LocalAuthService(
            database: database, hasher: PasswordHasher(iterations: 1_000, comparator: comparator), throttling: throttling,
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
