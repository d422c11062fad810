/// A signed-in user of the Discover app.
public struct User: Equatable, Hashable, Sendable {
    /// Stable identifier.
    public let id: String
    /// Display name.
    public let name: String
    /// Email address the user signs in with.
    public let email: String

    /// A user with the given identity.
    public init(id: String, name: String, email: String) {
        self.id = id
        self.name = name
        self.email = email
    }
}
