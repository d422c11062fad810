/// The account created on first run so the app can be tried at once.
public struct DemoAccount: Equatable, Sendable {
    /// Display name.
    public let name: String
    /// Email to sign in with.
    public let email: String
    /// Password to sign in with.
    public let password: String

    /// "Demo User", demo@discover.app / discover123.
    public static let standard = DemoAccount(name: "Demo User", email: "demo@discover.app", password: "discover123")

    /// An account with these credentials.
    public init(name: String, email: String, password: String) {
        self.name = name
        self.email = email
        self.password = password
    }
}
