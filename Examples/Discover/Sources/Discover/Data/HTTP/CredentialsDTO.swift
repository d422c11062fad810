/// The body of `POST /login`.
public struct CredentialsDTO: Codable, Equatable, Sendable {
    /// Email to sign in with.
    public let email: String
    /// Password to sign in with.
    public let password: String
    /// The device token an earlier sign-in to this account gave this client (``SessionDTO/deviceToken``), if any.
    public let deviceToken: String?

    /// Credentials for `email` and `password`, with the client's `deviceToken` for the account if it has one.
    public init(email: String, password: String, deviceToken: String? = nil) {
        self.email = email
        self.password = password
        self.deviceToken = deviceToken
    }
}
