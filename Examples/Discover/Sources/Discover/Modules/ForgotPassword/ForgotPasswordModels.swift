/// What the Forgot password screen shows.
enum ForgotPasswordViewState: Equatable, Sendable {
    /// The form, ready for input.
    case idle
    /// The request is running.
    case loading
    /// The request was accepted; the message says what happens next.
    case sent(message: String)
    /// The request failed with this user-facing message.
    case error(message: String)
}

/// Why a reset request failed, in domain terms.
enum ForgotPasswordError: Error, Equatable, Sendable {
    /// The email is not well-formed.
    case invalidEmail
    /// The service could not be reached.
    case network
}
