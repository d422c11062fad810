/// Remembers which places each user marked as a favorite.
public protocol FavoritesRepository: Sendable {
    /// Marks or unmarks `placeID` as a favorite of `userID`; setting the current value is a no-op.
    func setFavorite(_ isFavorite: Bool, placeID: Int64, userID: String) async throws(PlacesError)
    /// Whether `placeID` is a favorite of `userID`.
    func isFavorite(placeID: Int64, userID: String) async throws(PlacesError) -> Bool
    /// The favorites of `userID` with their details, most recently added first.
    func favorites(userID: String) async throws(PlacesError) -> [Place]
}
