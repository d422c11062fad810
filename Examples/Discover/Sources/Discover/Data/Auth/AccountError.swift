/// Why an account could not be created or looked up.
public enum AccountError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An account already has this email.
    case emailTaken(String)
    /// The email is empty, too long or has control characters (see ``AccountText``).
    case invalidEmail(String)
    /// The password has a NUL byte or is longer than ``AccountText/maximumPasswordBytes``.
    case invalidPassword
    /// The database or the password hashing failed.
    case storage(String)

    /// What happened and what to do.
    public var description: String {
        switch self {
        case .emailTaken(let email): "An account already uses \(email); sign in or choose another email."
        case .invalidEmail(let email):
            "\(String(email.prefix(80)).debugDescription) cannot be an account's email: expected at most \(AccountText.maximumEmailBytes) bytes and no control characters."
        case .invalidPassword:
            "The password cannot be used: expected at most \(AccountText.maximumPasswordBytes) bytes and no NUL character."
        case .storage(let detail): "The account could not be saved (\(detail))."
        }
    }
}
