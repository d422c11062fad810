import Foundation
import Testing
@testable import Discover

@Suite("Local services: demo account and password reset requests")
struct LocalServicesTests {
    private func resetRequests(_ database: DiscoverDatabase) async throws -> Int {
        try await database.read { connection throws(SQLiteError) in
            try connection.query("SELECT count(*) FROM password_resets") { Int($0.int64(0)) }.first ?? 0
        }
    }

    @Test("the demo account is created on first run and signs in")
    func demoAccount() async throws {
        let temporary = TemporaryDatabase()
        let services = try await DiscoverServices.local(
            database: try await temporary.openImported(), hasher: PasswordHasher(iterations: 1_000))
        let user = try await services.auth.login(email: DemoAccount.standard.email, password: DemoAccount.standard.password)
        #expect(user.email == DemoAccount.standard.email)
    }

    @Test("opening the services again keeps the one demo account")
    func demoAccountOnce() async throws {
        let temporary = TemporaryDatabase()
        let database = try await temporary.openImported()
        _ = try await DiscoverServices.local(database: database, hasher: PasswordHasher(iterations: 1_000))
        _ = try await DiscoverServices.local(database: database, hasher: PasswordHasher(iterations: 1_000))
        let count = try await database.read { connection throws(SQLiteError) in
            try connection.query("SELECT count(*) FROM users") { Int($0.int64(0)) }.first ?? 0
        }
        #expect(count == 1)
    }

    @Test("a reset request for a registered email is recorded")
    func resetKnownEmail() async throws {
        let fixture = try await AuthFixture()
        try await LocalPasswordResetService(database: fixture.database).requestPasswordReset(email: AuthFixture.email)
        #expect(try await resetRequests(fixture.database) == 1)
    }

    @Test("a reset request for an unknown email returns the same way and records nothing")
    func resetUnknownEmail() async throws {
        let fixture = try await AuthFixture()
        try await LocalPasswordResetService(database: fixture.database).requestPasswordReset(email: "nobody@example.com")
        #expect(try await resetRequests(fixture.database) == 0)
    }

    @Test("reset requests for one email are recorded at most three an hour, and again after the hour")
    func resetRequestsBounded() async throws {
        let fixture = try await AuthFixture()
        let clock = fixture.clock
        let service = LocalPasswordResetService(database: fixture.database, now: { clock.now })
        for _ in 0..<41 {
            try await service.requestPasswordReset(email: AuthFixture.email)
        }
        #expect(try await resetRequests(fixture.database) == LocalPasswordResetService.maximumRequestsPerWindow)
        clock.advance(by: LocalPasswordResetService.window + 1)
        try await service.requestPasswordReset(email: AuthFixture.email)
        #expect(try await resetRequests(fixture.database) == LocalPasswordResetService.maximumRequestsPerWindow + 1)
    }

    @Test("a reset request for an email with a control character records nothing and returns the same way")
    func resetEmailWithNUL() async throws {
        let fixture = try await AuthFixture()
        try await LocalPasswordResetService(database: fixture.database).requestPasswordReset(email: AuthFixture.email + "\u{0}")
        #expect(try await resetRequests(fixture.database) == 0)
    }
}
