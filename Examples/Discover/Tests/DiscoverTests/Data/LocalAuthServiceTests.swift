import Foundation
import Testing
import VIPERLock
@testable import Discover

/// Counts comparisons and delegates to the real constant-time comparator.
final class ComparatorSpy: DigestComparing, Sendable {
    private let calls = Locked(0)
    var count: Int { calls.withLock { $0 } }

    func equal(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        calls.withLock { $0 += 1 }
        return ConstantTimeComparator().equal(lhs, rhs)
    }
}

@Suite("Local sign-in: credentials, throttling, password storage")
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

    @Test("past the free failures, the next attempt from that client waits, and is not checked meanwhile")
    func throttleAfterFreeFailures() async throws {
        let fixture = try await AuthFixture()
        for _ in 0..<3 {
            await #expect(throws: AuthError.invalidCredentials) { try await fixture.auth.login(email: AuthFixture.email, password: "nope") }
        }
        let until = fixture.clock.now.addingTimeInterval(1)
        await #expect(throws: AuthError.accountLocked(until: until)) {
            try await fixture.auth.login(email: AuthFixture.email, password: AuthFixture.password)
        }
    }

    @Test("the owner is never locked out: once the wait is over the right password signs in")
    func ownerSignsInAfterWait() async throws {
        let fixture = try await AuthFixture()
        for _ in 0..<3 { _ = try? await fixture.auth.login(email: AuthFixture.email, password: "nope") }
        fixture.clock.advance(by: 1)
        #expect(try await fixture.auth.login(email: AuthFixture.email, password: AuthFixture.password) == fixture.user)
    }

    @Test("each further failure doubles the wait, up to the cap")
    func delayDoublesToCap() async throws {
        let fixture = try await AuthFixture()
        var waits: [TimeInterval] = []
        for _ in 0..<3 { _ = try? await fixture.auth.login(email: AuthFixture.email, password: "nope") }
        for _ in 0..<8 {
            do throws(AuthError) {
                _ = try await fixture.auth.login(email: AuthFixture.email, password: "nope")
            } catch .accountLocked(let until) {
                let wait = until.timeIntervalSince(fixture.clock.now)
                waits.append(wait)
                fixture.clock.advance(by: wait)
                _ = try? await fixture.auth.login(email: AuthFixture.email, password: "nope")
            } catch {}
        }
        #expect(waits == [1, 2, 4, 8, 16, 32, 60, 60])
    }

    @Test("a stranger's failures from one client leave the owner on another client free to sign in")
    func otherClientUnaffected() async throws {
        let fixture = try await AuthFixture()
        for _ in 0..<6 { _ = try? await fixture.auth.login(email: AuthFixture.email, password: "nope", client: "203.0.113.9") }
        await #expect(throws: AuthError.accountLocked(until: fixture.clock.now.addingTimeInterval(1))) {
            try await fixture.auth.login(email: AuthFixture.email, password: AuthFixture.password, client: "203.0.113.9")
        }
        #expect(
            try await fixture.auth.login(email: AuthFixture.email, password: AuthFixture.password, client: "198.51.100.7").user
                == fixture.user)
    }

    @Test("failures over many clients slow the account down, for at most the account's shorter cap")
    func accountWideThrottle() async throws {
        let fixture = try await AuthFixture()
        for index in 0..<10 { _ = try? await fixture.auth.login(email: AuthFixture.email, password: "nope", client: "client \(index)") }
        await #expect(throws: AuthError.accountLocked(until: fixture.clock.now.addingTimeInterval(1))) {
            try await fixture.auth.login(email: AuthFixture.email, password: AuthFixture.password, client: "fresh client")
        }
        fixture.clock.advance(by: 1)
        #expect(
            try await fixture.auth.login(email: AuthFixture.email, password: AuthFixture.password, client: "fresh client").user
                == fixture.user)
    }

    @Test("the owner's device token signs in at once while strangers on the same client keep the account throttled")
    func deviceTokenEscapesAimedThrottle() async throws {
        let fixture = try await AuthFixture()
        let device = try #require(
            try await fixture.auth.login(email: AuthFixture.email, password: AuthFixture.password, client: "127.0.0.1").deviceToken)
        for index in 0..<30 {
            _ = try? await fixture.auth.login(
                email: AuthFixture.email, password: "nope", client: index.isMultiple(of: 2) ? "127.0.0.1" : "127.0.0.2")
        }
        await #expect(throws: AuthError.self) {
            try await fixture.auth.login(email: AuthFixture.email, password: AuthFixture.password, client: "127.0.0.1")
        }
        let again = try await fixture.auth.login(
            email: AuthFixture.email, password: AuthFixture.password, client: "127.0.0.1", device: device)
        #expect(again.user == fixture.user)
        // A token is the account's only: for another account, or made up, it is an ordinary attempt.
        #expect(!fixture.auth.isTrustedDevice(device, email: "eve@example.com"))
        #expect(!fixture.auth.isTrustedDevice(String(repeating: "A", count: 43), email: AuthFixture.email))
        await #expect(throws: AuthError.self) {
            try await fixture.auth.login(
                email: AuthFixture.email, password: AuthFixture.password, client: "127.0.0.1", device: String(repeating: "A", count: 43))
        }
    }

    @Test("a device token's own failures are throttled like a client's")
    func deviceTokenThrottledItself() async throws {
        let fixture = try await AuthFixture()
        let device = try #require(
            try await fixture.auth.login(email: AuthFixture.email, password: AuthFixture.password, client: "a").deviceToken)
        for _ in 0..<3 { _ = try? await fixture.auth.login(email: AuthFixture.email, password: "nope", client: "a", device: device) }
        await #expect(throws: AuthError.accountLocked(until: fixture.clock.now.addingTimeInterval(1))) {
            try await fixture.auth.login(email: AuthFixture.email, password: AuthFixture.password, client: "a", device: device)
        }
    }

    @Test("an unknown email is throttled exactly like a registered one")
    func unknownEmailThrottledAlike() async throws {
        let fixture = try await AuthFixture()
        var outcomes: [String: [AuthError]] = [:]
        for email in [AuthFixture.email, "nobody@example.com"] {
            for _ in 0..<5 {
                do throws(AuthError) {
                    _ = try await fixture.auth.login(email: email, password: "nope")
                } catch {
                    outcomes[email, default: []].append(error)
                }
            }
        }
        #expect(outcomes[AuthFixture.email] == outcomes["nobody@example.com"])
        #expect(outcomes[AuthFixture.email]?.last == .accountLocked(until: fixture.clock.now.addingTimeInterval(1)))
    }

    @Test("a successful sign-in starts the count over")
    func successResetsCount() async throws {
        let fixture = try await AuthFixture()
        for _ in 0..<2 { _ = try? await fixture.auth.login(email: AuthFixture.email, password: "nope") }
        _ = try await fixture.auth.login(email: AuthFixture.email, password: AuthFixture.password)
        for _ in 0..<3 {
            await #expect(throws: AuthError.invalidCredentials) { try await fixture.auth.login(email: AuthFixture.email, password: "nope") }
        }
    }

    @Test("concurrent wrong passwords from many tasks get only the free attempts checked")
    func concurrentFailuresBounded() async throws {
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
        #expect(outcomes.filter { $0 == .invalidCredentials }.count == 3)
        #expect(outcomes.filter { if case .accountLocked? = $0 { true } else { false } }.count == 5)
    }

    @Test("an email with a NUL or another control character never signs in, even as the account before it")
    func controlCharactersInEmail() async throws {
        let fixture = try await AuthFixture()
        for email in [AuthFixture.email + "\u{0}evil", AuthFixture.email + "\n", "\u{1B}" + AuthFixture.email] {
            await #expect(throws: AuthError.invalidCredentials) {
                try await fixture.auth.login(email: email, password: AuthFixture.password)
            }
        }
    }

    @Test("an account cannot be created with control characters in its email")
    func controlCharactersRefusedAtCreation() async throws {
        let fixture = try await AuthFixture()
        await #expect(throws: AccountError.invalidEmail("eve@example.com\u{0}")) {
            try await fixture.auth.createAccount(name: "Eve", email: "eve@example.com\u{0}", password: "pw")
        }
    }

    @Test("a NUL byte anywhere in a password is refused alike at sign-in and at account creation")
    func nulInPassword() async throws {
        let fixture = try await AuthFixture()
        for password in [
            AuthFixture.password + "\u{0}", "correct\u{0} horse", "\u{0}" + AuthFixture.password, AuthFixture.password + "\u{0}junk",
        ] {
            await #expect(throws: AuthError.invalidCredentials) {
                try await fixture.auth.login(email: AuthFixture.email, password: password)
            }
            await #expect(throws: AccountError.invalidPassword) {
                try await fixture.auth.createAccount(name: "Eve", email: "eve@example.com", password: password)
            }
        }
        #expect(try await fixture.auth.login(email: AuthFixture.email, password: AuthFixture.password) == fixture.user)
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

    @Test(
        "malformed stored hashes never verify",
        arguments: ["", "plain", "pbkdf2-sha256$x$AAAA$AAAA", "md5$1$AAAA$AAAA", "pbkdf2-sha256$0$AAAA$AAAA"])
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
