import COpenSSL
import Foundation

/// Makes bearer tokens and the digests under which they are stored.
///
/// A token is 256 bits from OpenSSL's CSPRNG, base64url without padding (43 characters).
/// The database keeps only its SHA-256, in hex: a fast hash is enough for a secret that
/// cannot be guessed, and a copy of the database yields no token that works.
enum SessionToken {
    /// Random bytes per token.
    static let byteCount = 32
    /// The length of every token this type makes.
    static let length = 43

    /// A new random token.
    static func generate() throws(PasswordHashError) -> String {
        var bytes = [UInt8](repeating: 0, count: byteCount)
        guard RAND_bytes(&bytes, Int32(bytes.count)) == 1 else { throw .cryptoFailure("RAND_bytes") }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    /// Whether `text` has the shape of a token (length and base64url alphabet), checked before any lookup.
    static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == length
            && text.utf8.allSatisfy { byte in
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }
    }

    /// The stored form of `token`: its SHA-256 in lower-case hex.
    static func digest(of token: String) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let bytes = Array(token.utf8)
        _ = EVP_Digest(bytes, bytes.count, &digest, &length, EVP_sha256(), nil)
        return digest.prefix(Int(length)).map { String(format: "%02x", $0) }.joined()
    }
}
