/// The body of `GET /users/<id>/favorites/<placeID>`.
public struct FavoriteStatusDTO: Codable, Equatable, Sendable {
    /// Whether the place is a favorite of the user.
    public let isFavorite: Bool

    /// A status.
    public init(isFavorite: Bool) {
        self.isFavorite = isFavorite
    }
}
