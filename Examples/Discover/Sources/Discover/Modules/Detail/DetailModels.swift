import VIPER

/// What the Detail screen shows: the place (loading, its facts, or why it could not be
/// read) and, after a failed favorite change, why it failed.
struct DetailViewState: Equatable, Sendable {
    /// The place, as a ``ViewState``.
    let place: ViewState<PlaceDetail, String>
    /// Why the last favorite change failed, or nil.
    let notice: String?

    /// A state showing `place`, with an optional `notice` under it.
    init(place: ViewState<PlaceDetail, String>, notice: String? = nil) {
        self.place = place
        self.notice = notice
    }
}

/// One place's facts, formatted for the screen.
struct PlaceDetail: Equatable, Sendable {
    /// The place's name, e.g. "São Paulo".
    let name: String
    /// Country name and code, e.g. "Brazil (BR)".
    let country: String
    /// The first-level region, or "—" when the place has none.
    let region: String
    /// Inhabitants with digit grouping, e.g. "12,400,000".
    let population: String
    /// Latitude and longitude with hemispheres, e.g. "23.55000° S, 46.63000° W".
    let coordinates: String
    /// The IANA time zone, e.g. "America/Sao_Paulo".
    let timezone: String
    /// Whether the place is one of the user's favorites.
    let isFavorite: Bool
}
