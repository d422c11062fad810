import VIPER

/// A page of places as the Discover JSON API sends it.
public struct PlacePageDTO: Codable, Equatable, Sendable {
    /// The places of the page.
    public let items: [PlaceDTO]
    /// The cursor token of the next page, absent on the last page.
    public let next: String?

    /// The wire form of `page`.
    public init(_ page: Page<Place, PlaceCursor>) {
        items = page.items.map(PlaceDTO.init)
        next = page.nextCursor?.token
    }

    /// The domain page; throws when a place or the cursor is unusable.
    public func page() throws(PlacesError) -> Page<Place, PlaceCursor> {
        var places: [Place] = []
        for item in items {
            places.append(try item.place())
        }
        guard let next else { return Page(items: places, nextCursor: nil) }
        do {
            return Page(items: places, nextCursor: try PlaceCursor(token: next))
        } catch {
            throw .network("the server sent an unreadable page cursor \"\(next)\"")
        }
    }
}
