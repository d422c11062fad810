/// The body of `POST /password-reset`.
public struct PasswordResetRequestDTO: Codable, Equatable, Sendable {
    /// The email to reset the password of.
    public let email: String

    /// A request for `email`.
    public init(email: String) {
        self.email = email
    }
}
