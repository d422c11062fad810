/// The rules for text that names an account (an email, a user id) before it reaches the
/// database or a query: bounded length and no control characters.
///
/// A NUL, a newline or an escape in an email or id is never a typo of a real one; refusing
/// it keeps log lines and lookups exact (SQLite compares whole strings, C strings stop at NUL).
public enum AccountText {
    /// The longest email accepted, in UTF-8 bytes (RFC 5321's path limit).
    public static let maximumEmailBytes = 254
    /// The longest user id accepted, in UTF-8 bytes (ids are lower-case UUIDs, 36 bytes).
    public static let maximumIdentifierBytes = 64

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
}
