import Foundation
import Testing
@testable import Discover

@Suite("Sessions: random tokens stored only as hashes, with expiry and sign-out")
struct SessionStoreTests {
    private func store(_ fixture: AuthFixture) -> SessionStore {
        let clock = fixture.clock
        return SessionStore(database: fixture.database, now: { clock.now })
    }

    @Test("tokens are 256 random bits in base64url, different every time")
    func tokenShape() async throws {
        let fixture = try await AuthFixture()
        let sessions = store(fixture)
        let first = try await sessions.start(for: fixture.user).token
        let second = try await sessions.start(for: fixture.user).token
        #expect(first != second)
        for token in [first, second] {
            #expect(token.count == 43)
            #expect(SessionToken.isWellFormed(token))
        }
    }

    @Test("only the SHA-256 of a token is stored, never the token")
    func storedAsHash() async throws {
        let fixture = try await AuthFixture()
        let token = try await store(fixture).start(for: fixture.user).token
        let stored = try await fixture.database.read { connection throws(SQLiteError) in
            try connection.query("SELECT token_hash, user_id, created_at, expires_at FROM sessions") { row in
                "\(row.text(0)) \(row.text(1)) \(row.double(2)) \(row.double(3))"
            }
        }
        #expect(stored.count == 1)
        #expect(stored.first?.hasPrefix(SessionToken.digest(of: token) + " ") == true)
        #expect(stored.first?.contains(token) == false)
        #expect(SessionToken.digest(of: "abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test("a token finds its user until it expires or is ended")
    func lookupExpiryAndEnd() async throws {
        let fixture = try await AuthFixture()
        let sessions = store(fixture)
        let expiring = try await sessions.start(for: fixture.user).token
        let ended = try await sessions.start(for: fixture.user).token
        #expect(try await sessions.user(for: expiring) == fixture.user)
        try await sessions.end(ended)
        #expect(try await sessions.user(for: ended) == nil)
        fixture.clock.advance(by: SessionStore.standardLifetime)
        #expect(try await sessions.user(for: expiring) == nil)
    }

    @Test(
        "malformed tokens find nobody",
        arguments: ["", "short", String(repeating: "A", count: 43) + "\u{0}", String(repeating: "!", count: 43)])
    func malformedTokens(_ token: String) async throws {
        let fixture = try await AuthFixture()
        _ = try await store(fixture).start(for: fixture.user)
        #expect(try await store(fixture).user(for: token) == nil)
    }

    @Test("a user keeps at most the newest sessions; starting one more ends the oldest")
    func boundedPerUser() async throws {
        let fixture = try await AuthFixture()
        let sessions = store(fixture)
        let oldest = try await sessions.start(for: fixture.user).token
        for _ in 0..<SessionStore.maximumPerUser {
            fixture.clock.advance(by: 1)
            _ = try await sessions.start(for: fixture.user)
        }
        #expect(try await sessions.user(for: oldest) == nil)
        let count = try await fixture.database.read { connection throws(SQLiteError) in
            try connection.query("SELECT count(*) FROM sessions") { Int($0.int64(0)) }.first ?? 0
        }
        #expect(count == SessionStore.maximumPerUser)
    }
}
