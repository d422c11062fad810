import VIPER

/// Finds places: text search, listing by population, ordering by distance, paged by cursor.
public protocol PlaceRepository: Sendable {
    /// Up to `limit` places matching `query`, continuing after `cursor` (nil for the first page).
    func search(_ query: PlaceQuery, after cursor: PlaceCursor?, limit: Int) async throws(PlacesError) -> Page<Place, PlaceCursor>
    /// The place with this id.
    func place(id: Int64) async throws(PlacesError) -> Place
}
