import Foundation

/// Why the authentication service refused or could not answer.
public enum AuthError: Error, Equatable, Sendable {
    /// No account matches that email and password.
    case invalidCredentials
    /// Too many failed attempts: sign-in attempts for this account (from this client) are
    /// throttled, and none is checked before `until`.
    case accountLocked(until: Date)
    /// The service could not be reached or answered something unusable.
    case network
}

/// Signs users in. Implemented by the local SQLite store and the HTTP client.
public protocol AuthServicing: Sendable {
    /// The user with these credentials, or the reason there is none.
    func login(email: String, password: String) async throws(AuthError) -> User
}

extension AuthError: CustomStringConvertible {
    /// What happened and what to do about it.
    public var description: String {
        switch self {
        case .invalidCredentials: "No account matches this email and password; check both and try again."
        case .accountLocked(let until): "Too many failed sign-ins; try again after \(until)."
        case .network: "The sign-in service could not answer; check the connection and try again."
        }
    }
}
