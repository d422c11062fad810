/// Why a password could not be hashed or checked.
public enum PasswordHashError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libcrypto failed to produce random bytes or the PBKDF2 digest.
    case cryptoFailure(String)
    /// `waiting` hashes were already queued; the request was refused rather than queued without bound.
    case busy(waiting: Int)

    /// What failed and what to do.
    public var description: String {
        switch self {
        case .cryptoFailure(let call): "OpenSSL's \(call) failed; check that libcrypto (libssl-dev) is installed and working."
        case .busy(let waiting): "\(waiting) password checks are already waiting; try again in a moment."
        }
    }
}
