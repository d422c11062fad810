/// Why an account could not be created or looked up.
public enum AccountError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An account already has this email.
    case emailTaken(String)
    /// The email is empty, too long or has control characters (see ``AccountText``).
    case invalidEmail(String)
    /// The database or the password hashing failed.
    case storage(String)

    /// What happened and what to do.
    public var description: String {
        switch self {
        case .emailTaken(let email): "An account already uses \(email); sign in or choose another email."
        case .invalidEmail(let email):
            "\(String(email.prefix(80)).debugDescription) cannot be an account's email: expected at most \(AccountText.maximumEmailBytes) bytes and no control characters."
        case .storage(let detail): "The account could not be saved (\(detail))."
        }
    }
}
