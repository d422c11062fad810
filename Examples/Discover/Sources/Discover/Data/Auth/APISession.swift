import Foundation

/// A signed-in API client: the bearer token it sends, whose it is, and until when it is valid.
public struct APISession: Equatable, Sendable {
    /// The bearer token: 32 random bytes, base64url. Only its SHA-256 is stored.
    public let token: String
    /// The signed-in user.
    public let user: User
    /// When the token stops being accepted.
    public let expiresAt: Date

    /// A session for `user` with `token`, valid until `expiresAt`.
    public init(token: String, user: User, expiresAt: Date) {
        self.token = token
        self.user = user
        self.expiresAt = expiresAt
    }
}
