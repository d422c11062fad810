/// What to search for and how to order it.
public struct PlaceQuery: Equatable, Hashable, Sendable {
    /// Words the place name must start with ("lisb" finds Lisbon; case and diacritics are
    /// ignored). Empty lists every place.
    public let text: String
    /// When set, results are ordered by distance from here (nearest first); otherwise by
    /// population (largest first).
    public let origin: Coordinate?

    /// A query for `text`, optionally ordered by distance from `origin`.
    public init(text: String = "", origin: Coordinate? = nil) {
        self.text = text
        self.origin = origin
    }
}
