/// Published on the app's event bus when a place becomes or stops being a favorite,
/// so every screen showing it updates (Detail, Home's list, Favorites).
struct FavoriteChanged: Equatable, Sendable {
    /// The place whose status changed.
    let placeID: Int64
    /// Whether it is a favorite now.
    let isFavorite: Bool
}
