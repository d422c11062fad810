/// The rules for text that names an account (an email, a user id) or unlocks it (a password)
/// before it reaches the database, a query or the password hash: bounded length, no control
/// characters in names, no NUL in passwords.
///
/// A NUL, a newline or an escape in an email or id is never a typo of a real one; refusing
/// it keeps log lines and lookups exact (SQLite compares whole strings, C strings stop at NUL).
/// A NUL in a password is refused alike wherever a password is taken (creating an account,
/// signing in), so no code that reads it as a C string can ever match a shorter password.
public enum AccountText {
    /// The longest email accepted, in UTF-8 bytes (RFC 5321's path limit).
    public static let maximumEmailBytes = 254
    /// The longest user id accepted, in UTF-8 bytes (ids are lower-case UUIDs, 36 bytes).
    public static let maximumIdentifierBytes = 64

    /// The longest password accepted, in UTF-8 bytes; longer ones are refused unhashed.
    public static let maximumPasswordBytes = 1_024

    /// Whether `text` has a control character: C0 (NUL, tab, newline, escape…), DEL or C1.
    public static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// Whether `email` may name an account: not empty, at most ``maximumEmailBytes``, no control characters.
    public static func isAcceptableEmail(_ email: String) -> Bool {
        !email.isEmpty && email.utf8.count <= maximumEmailBytes && !hasControlCharacters(email)
    }

    /// Whether `id` may name a user: not empty, at most ``maximumIdentifierBytes``, no control characters.
    public static func isAcceptableIdentifier(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= maximumIdentifierBytes && !hasControlCharacters(id)
    }

    /// Whether `password` may be a password: at most ``maximumPasswordBytes``, no NUL byte anywhere.
    public static func isAcceptablePassword(_ password: String) -> Bool {
        password.utf8.count <= maximumPasswordBytes && !password.utf8.contains(0)
    }
}
