/// Why a password could not be hashed.
public enum PasswordHashError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libcrypto failed to produce random bytes or the PBKDF2 digest.
    case cryptoFailure(String)

    /// What failed and what to do.
    public var description: String {
        switch self {
        case .cryptoFailure(let call): "OpenSSL's \(call) failed; check that libcrypto (libssl-dev) is installed and working."
        }
    }
}
