import COpenSSL
import Foundation

/// Hashes passwords with PBKDF2-HMAC-SHA256 and a random salt, and verifies them.
///
/// Stored form: `pbkdf2-sha256$<iterations>$<salt, base64>$<digest, base64>`. The password
/// itself is never stored; verification reads the iteration count from the stored hash, so
/// raising ``iterations`` later keeps old hashes valid.
public struct PasswordHasher: Sendable {
    /// OWASP's 2023 recommendation for PBKDF2-HMAC-SHA256.
    public static let recommendedIterations = 210_000
    static let scheme = "pbkdf2-sha256"
    static let saltLength = 16
    static let digestLength = 32

    /// PBKDF2 rounds for new hashes (at least 1); tests use a small count to stay fast.
    public let iterations: Int
    /// How digests are compared; ``ConstantTimeComparator`` unless a test observes it.
    public let comparator: any DigestComparing

    /// A hasher doing `iterations` rounds and comparing with `comparator`.
    public init(iterations: Int = PasswordHasher.recommendedIterations, comparator: any DigestComparing = ConstantTimeComparator()) {
        self.iterations = max(1, iterations)
        self.comparator = comparator
    }

    /// A new salted hash of `password`, in the stored form.
    public func hash(_ password: String) throws(PasswordHashError) -> String {
        var salt = [UInt8](repeating: 0, count: Self.saltLength)
        guard RAND_bytes(&salt, Int32(salt.count)) == 1 else { throw .cryptoFailure("RAND_bytes") }
        let digest = try Self.derive(password, salt: salt, iterations: iterations)
        return [Self.scheme, String(iterations), Data(salt).base64EncodedString(), Data(digest).base64EncodedString()]
            .joined(separator: "$")
    }

    /// Whether `password` matches `stored`; false for a malformed stored hash.
    public func verify(_ password: String, against stored: String) -> Bool {
        let parts = stored.split(separator: "$").map(String.init)
        guard parts.count == 4, parts[0] == Self.scheme, let rounds = Int(parts[1]), rounds > 0,
            let salt = Data(base64Encoded: parts[2]), let expected = Data(base64Encoded: parts[3]),
            let digest = try? Self.derive(password, salt: [UInt8](salt), iterations: rounds)
        else { return false }
        return comparator.equal(digest, [UInt8](expected))
    }

    /// Spends the same work as verifying against a hash with ``iterations`` rounds, for an
    /// unknown account, so response time does not tell which emails exist.
    public func simulateVerification(_ password: String) {
        _ = try? Self.derive(password, salt: [UInt8](repeating: 0, count: Self.saltLength), iterations: iterations)
    }

    private static func derive(_ password: String, salt: [UInt8], iterations: Int) throws(PasswordHashError) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: digestLength)
        let bytes = Array(password.utf8)
        let status = bytes.withUnsafeBufferPointer { passwordBuffer in
            passwordBuffer.withMemoryRebound(to: CChar.self) { characters in
                PKCS5_PBKDF2_HMAC(
                    characters.baseAddress, Int32(characters.count), salt, Int32(salt.count),
                    Int32(clamping: iterations), EVP_sha256(), Int32(digestLength), &digest)
            }
        }
        guard status == 1 else { throw .cryptoFailure("PKCS5_PBKDF2_HMAC") }
        return digest
    }
}
