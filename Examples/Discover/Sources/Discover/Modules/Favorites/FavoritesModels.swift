import VIPER

/// What the Favorites screen shows: the list (loading, empty, rows, or why it could not
/// be read) and, after a failed removal, why it failed.
struct FavoritesViewState: Equatable, Sendable {
    /// The favorites, most recent first, as a ``ViewState``.
    let list: ViewState<[FavoriteRow], String>
    /// Why the last removal failed, or nil.
    let notice: String?

    /// A state showing `list`, with an optional `notice` under it.
    init(list: ViewState<[FavoriteRow], String>, notice: String? = nil) {
        self.list = list
        self.notice = notice
    }
}

/// One favorite as the list shows it.
struct FavoriteRow: Equatable, Sendable {
    /// The place the row opens or removes.
    let placeID: Int64
    /// The place's name, e.g. "Lisbon".
    let name: String
    /// Where it is, e.g. "Portugal".
    let country: String
}
