import Foundation
import Synchronization
import Testing
@testable import Discover

/// Counts comparisons and delegates to the real constant-time comparator.
final class ComparatorSpy: DigestComparing {
    private let calls = Mutex(0)
    var count: Int { calls.withLock { $0 } }

    func equal(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        calls.withLock { $0 += 1 }
        return ConstantTimeComparator().equal(lhs, rhs)
    }
}

@Suite("Local sign-in: credentials, lockout, password storage")
struct LocalAuthServiceTests {
    @Test("the right email and password sign the user in")
    func success() async throws {
        let fixture = try await AuthFixture()
        #expect(try await fixture.auth.login(email: AuthFixture.email, password: AuthFixture.password) == fixture.user)
    }

    @Test("the email matches whatever its case")
    func emailCaseInsensitive() async throws {
        let fixture = try await AuthFixture()
        #expect(try await fixture.auth.login(email: "ADA@Example.com", password: AuthFixture.password) == fixture.user)
    }

    @Test("a wrong password is refused as invalid credentials")
    func wrongPassword() async throws {
        let fixture = try await AuthFixture()
        await #expect(throws: AuthError.invalidCredentials) {
            try await fixture.auth.login(email: AuthFixture.email, password: "wrong horse")
        }
    }

    @Test("an unknown email gets the same error as a wrong password")
    func unknownEmailSameError() async throws {
        let fixture = try await AuthFixture()
        await #expect(throws: AuthError.invalidCredentials) {
            try await fixture.auth.login(email: "nobody@example.com", password: AuthFixture.password)
        }
    }

    @Test("the failure that reaches the limit locks the account until the lock period ends")
    func lockoutAfterFailures() async throws {
        let fixture = try await AuthFixture()
        for _ in 0..<2 {
            await #expect(throws: AuthError.invalidCredentials) { try await fixture.auth.login(email: AuthFixture.email, password: "nope") }
        }
        let until = fixture.clock.now.addingTimeInterval(300)
        await #expect(throws: AuthError.accountLocked(until: until)) { try await fixture.auth.login(email: AuthFixture.email, password: "nope") }
    }

    @Test("a locked account refuses even the right password")
    func lockedRefusesRightPassword() async throws {
        let fixture = try await AuthFixture()
        for _ in 0..<3 { _ = try? await fixture.auth.login(email: AuthFixture.email, password: "nope") }
        fixture.clock.advance(by: 299)
        await #expect(throws: AuthError.accountLocked(until: fixture.clock.now.addingTimeInterval(1))) {
            try await fixture.auth.login(email: AuthFixture.email, password: AuthFixture.password)
        }
    }

    @Test("after the lock period the right password signs in again")
    func unlocksAfterPeriod() async throws {
        let fixture = try await AuthFixture()
        for _ in 0..<3 { _ = try? await fixture.auth.login(email: AuthFixture.email, password: "nope") }
        fixture.clock.advance(by: 301)
        #expect(try await fixture.auth.login(email: AuthFixture.email, password: AuthFixture.password) == fixture.user)
    }

    @Test("a successful sign-in resets the failure count")
    func successResetsCount() async throws {
        let fixture = try await AuthFixture()
        for _ in 0..<2 { _ = try? await fixture.auth.login(email: AuthFixture.email, password: "nope") }
        _ = try await fixture.auth.login(email: AuthFixture.email, password: AuthFixture.password)
        for _ in 0..<2 {
            await #expect(throws: AuthError.invalidCredentials) { try await fixture.auth.login(email: AuthFixture.email, password: "nope") }
        }
    }

    @Test("concurrent wrong passwords from many tasks lock the account exactly once")
    func concurrentFailuresLock() async throws {
        let fixture = try await AuthFixture()
        let outcomes = await withTaskGroup(of: AuthError?.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    do throws(AuthError) {
                        _ = try await fixture.auth.login(email: AuthFixture.email, password: "nope")
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            return await group.reduce(into: [AuthError?]()) { $0.append($1) }
        }
        let until = fixture.clock.now.addingTimeInterval(300)
        #expect(outcomes.filter { $0 == .invalidCredentials }.count == 2)
        #expect(outcomes.filter { $0 == .accountLocked(until: until) }.count == 6)
        await #expect(throws: AuthError.accountLocked(until: until)) {
            try await fixture.auth.login(email: AuthFixture.email, password: AuthFixture.password)
        }
    }

    @Test("the stored hash is salted PBKDF2 and never contains the password")
    func hashFormat() async throws {
        let fixture = try await AuthFixture()
        let stored = try await fixture.storedHash()
        let parts = stored.split(separator: "$")
        #expect(parts.count == 4)
        #expect(parts.first == "pbkdf2-sha256")
        #expect(parts.dropFirst().first == "1000")
        #expect(!stored.contains(AuthFixture.password))
        #expect(!stored.contains(Data(AuthFixture.password.utf8).base64EncodedString()))
    }

    @Test("hashing the same password twice gives different salts and hashes")
    func saltedHashes() throws {
        let hasher = PasswordHasher(iterations: 1_000)
        let first = try hasher.hash("secret")
        let second = try hasher.hash("secret")
        #expect(first != second)
        #expect(hasher.verify("secret", against: first) && hasher.verify("secret", against: second))
    }

    @Test("verification reads the iteration count from the stored hash")
    func iterationsFromStoredHash() throws {
        let stored = try PasswordHasher(iterations: 1_500).hash("secret")
        #expect(PasswordHasher(iterations: 10).verify("secret", against: stored))
    }

    @Test("malformed stored hashes never verify", arguments: ["", "plain", "pbkdf2-sha256$x$AAAA$AAAA", "md5$1$AAAA$AAAA", "pbkdf2-sha256$0$AAAA$AAAA"])
    func malformedStoredHash(stored: String) {
        #expect(!PasswordHasher(iterations: 10).verify("", against: stored))
    }

    @Test("sign-in compares digests through the constant-time comparator")
    func constantTimeCompareUsed() async throws {
        let spy = ComparatorSpy()
        let fixture = try await AuthFixture(comparator: spy)
        _ = try await fixture.auth.login(email: AuthFixture.email, password: AuthFixture.password)
        _ = try? await fixture.auth.login(email: AuthFixture.email, password: "nope")
        #expect(spy.count == 2)
        #expect(PasswordHasher().comparator is ConstantTimeComparator)
    }

    @Test("the constant-time comparator tells equal digests from different ones")
    func comparatorResults() {
        let comparator = ConstantTimeComparator()
        #expect(comparator.equal([1, 2, 3], [1, 2, 3]))
        #expect(!comparator.equal([1, 2, 3], [1, 2, 4]))
        #expect(!comparator.equal([1, 2, 3], [1, 2]))
        #expect(comparator.equal([], []))
    }

    @Test("creating a second account with a registered email is refused")
    func duplicateEmail() async throws {
        let fixture = try await AuthFixture()
        await #expect(throws: AccountError.emailTaken("ADA@example.com")) {
            try await fixture.auth.createAccount(name: "Other", email: "ADA@example.com", password: "x")
        }
    }
}
