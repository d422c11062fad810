/// What the login screen shows.
enum LoginViewState: Equatable, Sendable {
    /// The form, ready for input.
    case idle
    /// A sign-in request is running.
    case loading
    /// The last attempt failed with this user-facing message.
    case error(message: String)
}

/// Why signing in failed, in domain terms; the presenter turns it into words.
enum LoginError: Error, Equatable, Sendable {
    /// The email or password is wrong, or not well-formed.
    case invalidCredentials
    /// The service could not be reached.
    case network
    /// Too many failed attempts; signing in is possible again in `minutes` minutes.
    case accountLocked(minutes: Int)
}
