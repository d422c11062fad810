/// The body of `POST /login`.
public struct CredentialsDTO: Codable, Equatable, Sendable {
    /// Email to sign in with.
    public let email: String
    /// Password to sign in with.
    public let password: String

    /// Credentials for `email` and `password`.
    public init(email: String, password: String) {
        self.email = email
        self.password = password
    }
}
