/// Starts the "forgot password" flow.
public protocol PasswordResetting: Sendable {
    /// Records a reset request for `email`. Answers the same way whether or not an account
    /// has this email, so the caller cannot learn which emails are registered; throws
    /// ``AuthError/network`` only when the service itself could not answer.
    func requestPasswordReset(email: String) async throws(AuthError)
}
