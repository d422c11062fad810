/// The body of a successful `POST /login`: the bearer token, its expiry and the user.
public struct SessionDTO: Codable, Equatable, Sendable {
    /// The token to send as `Authorization: Bearer <token>`.
    public let token: String
    /// When the token stops being accepted, in seconds since 1970.
    public let expiresAt: Double
    /// The signed-in user.
    public let user: UserDTO

    /// The wire form of `session`.
    public init(_ session: APISession) {
        token = session.token
        expiresAt = session.expiresAt.timeIntervalSince1970
        user = UserDTO(session.user)
    }
}
