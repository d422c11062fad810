/// The data services the Discover modules need, from one source (local SQLite or HTTP).
public struct DiscoverServices: Sendable {
    /// Searches and reads places.
    public let places: any PlaceRepository
    /// Reads and writes favorites.
    public let favorites: any FavoritesRepository
    /// Signs users in.
    public let auth: any AuthServicing
    /// Records password-reset requests.
    public let passwordReset: any PasswordResetting

    /// Services made of the given parts.
    public init(
        places: any PlaceRepository, favorites: any FavoritesRepository, auth: any AuthServicing, passwordReset: any PasswordResetting
    ) {
        self.places = places
        self.favorites = favorites
        self.auth = auth
        self.passwordReset = passwordReset
    }
}
