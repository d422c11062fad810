/// The body of every Discover API error response.
public struct ErrorDTO: Codable, Equatable, Sendable {
    /// Machine-readable reason, one of the `Code` raw values.
    public let code: String
    /// Human-readable explanation; never internal details (SQL, paths, stack traces).
    public let message: String
    /// For 429 and 503: seconds to wait before trying again (also sent as `Retry-After`).
    public let retryAfter: Int?

    /// The reasons an API call can fail.
    public enum Code: String, Sendable {
        /// Wrong email or password (401 on `POST /login`).
        case invalidCredentials = "invalid_credentials"
        /// No valid bearer token: missing, malformed, unknown, ended or expired (401).
        case authenticationRequired = "authentication_required"
        /// The token's user may not act on this resource (403).
        case forbidden
        /// Malformed request (400), or one the server does not accept (405, 415, 421, 501, 505).
        case invalidRequest = "invalid_request"
        /// The request head or body did not arrive in time (408).
        case requestTimeout = "request_timeout"
        /// The request head or body is larger than the server accepts (413, 431).
        case tooLarge = "too_large"
        /// Too many attempts from this client or for this account; wait `retryAfter` seconds (429).
        case tooManyRequests = "too_many_requests"
        /// Unknown place (404).
        case placeNotFound = "place_not_found"
        /// Unknown user (404).
        case userNotFound = "user_not_found"
        /// Unknown path (404).
        case notFound = "not_found"
        /// The server is at capacity; wait `retryAfter` seconds (503).
        case serverBusy = "server_busy"
        /// The server failed (500).
        case serverError = "server_error"
    }

    /// An error with `code`, `message` and, when waiting helps, `retryAfter` seconds.
    public init(code: Code, message: String, retryAfter: Int? = nil) {
        self.code = code.rawValue
        self.message = message
        self.retryAfter = retryAfter
    }
}
