/// The body of every Discover API error response.
public struct ErrorDTO: Codable, Equatable, Sendable {
    /// Machine-readable reason, one of the `Code` raw values.
    public let code: String
    /// Human-readable explanation.
    public let message: String
    /// For `account_locked`: when the lock ends, in seconds since 1970.
    public let lockedUntil: Double?

    /// The reasons an API call can fail.
    public enum Code: String, Sendable {
        /// Wrong email or password (401).
        case invalidCredentials = "invalid_credentials"
        /// Too many failures (423).
        case accountLocked = "account_locked"
        /// Malformed request (400).
        case invalidRequest = "invalid_request"
        /// Unknown place (404).
        case placeNotFound = "place_not_found"
        /// Unknown user (404).
        case userNotFound = "user_not_found"
        /// Unknown path (404).
        case notFound = "not_found"
        /// The server failed (500, 503).
        case serverError = "server_error"
    }

    /// An error with `code`, `message` and, for a lock, its end.
    public init(code: Code, message: String, lockedUntil: Double? = nil) {
        self.code = code.rawValue
        self.message = message
        self.lockedUntil = lockedUntil
    }
}
