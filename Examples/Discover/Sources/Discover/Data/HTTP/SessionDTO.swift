/// The body of a successful `POST /login`: the bearer token, its expiry and the user.
public struct SessionDTO: Codable, Equatable, Sendable {
    /// The token to send as `Authorization: Bearer <token>`.
    public let token: String
    /// When the token stops being accepted, in seconds since 1970.
    public let expiresAt: Double
    /// The signed-in user.
    public let user: UserDTO
    /// A token to send as `deviceToken` on this client's next sign-in to this account: attempts
    /// with it are throttled apart from everyone else's, so no one can keep the owner out.
    public let deviceToken: String?

    /// The wire form of `session`, with the client's new `deviceToken`.
    public init(_ session: APISession, deviceToken: String? = nil) {
        token = session.token
        expiresAt = session.expiresAt.timeIntervalSince1970
        user = UserDTO(session.user)
        self.deviceToken = deviceToken
    }
}
