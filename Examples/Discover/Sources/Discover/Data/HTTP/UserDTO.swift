/// A signed-in user as the Discover JSON API sends it.
public struct UserDTO: Codable, Equatable, Sendable {
    /// User id.
    public let id: String
    /// Display name.
    public let name: String
    /// Email.
    public let email: String

    /// The wire form of `user`.
    public init(_ user: User) {
        id = user.id
        name = user.name
        email = user.email
    }

    /// The domain user.
    public var user: User {
        User(id: id, name: name, email: email)
    }
}
