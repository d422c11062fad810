/// Reads a ``Place`` from the columns listed in ``DiscoverSchema/placeColumns``.
enum PlaceRow {
    /// The place in `row`, whose first columns are ``DiscoverSchema/placeColumns``.
    static func place(_ row: SQLiteRow) -> Place {
        Place(
            id: row.int64(0), name: row.text(1), countryCode: row.text(2), countryName: row.text(3),
            adminRegion: row.text(4), coordinate: Coordinate(storedLatitude: row.double(5), longitude: row.double(6)),
            population: Int(row.int64(7)), timezone: row.text(8))
    }
}

extension Coordinate {
    /// A coordinate read back from the store, which only ever holds validated ones.
    init(storedLatitude latitude: Double, longitude: Double) {
        self.init(uncheckedLatitude: latitude, longitude: longitude)
    }
}
