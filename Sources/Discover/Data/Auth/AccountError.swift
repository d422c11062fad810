/// Why an account could not be created or looked up.
public enum AccountError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An account already has this email.
    case emailTaken(String)
    /// The database or the password hashing failed.
    case storage(String)

    /// What happened and what to do.
    public var description: String {
        switch self {
        case .emailTaken(let email): "An account already uses \(email); sign in or choose another email."
        case .storage(let detail): "The account could not be saved (\(detail))."
        }
    }
}
