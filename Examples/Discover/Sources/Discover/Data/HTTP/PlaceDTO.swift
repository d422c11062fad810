/// A place as the Discover JSON API sends it.
public struct PlaceDTO: Codable, Equatable, Sendable {
    /// Place id.
    public let id: Int64
    /// Local name.
    public let name: String
    /// ISO country code.
    public let countryCode: String
    /// Country name.
    public let countryName: String
    /// First-level administrative region.
    public let adminRegion: String
    /// Degrees north.
    public let latitude: Double
    /// Degrees east.
    public let longitude: Double
    /// Inhabitants.
    public let population: Int
    /// IANA time zone.
    public let timezone: String

    /// The wire form of `place`.
    public init(_ place: Place) {
        id = place.id
        name = place.name
        countryCode = place.countryCode
        countryName = place.countryName
        adminRegion = place.adminRegion
        latitude = place.coordinate.latitude
        longitude = place.coordinate.longitude
        population = place.population
        timezone = place.timezone
    }

    /// The domain place; throws when the server sent coordinates out of range.
    public func place() throws(PlacesError) -> Place {
        let coordinate: Coordinate
        do {
            coordinate = try Coordinate(latitude: latitude, longitude: longitude)
        } catch {
            throw .network("the server sent place \(id) with invalid coordinates: \(error)")
        }
        return Place(
            id: id, name: name, countryCode: countryCode, countryName: countryName, adminRegion: adminRegion,
            coordinate: coordinate, population: population, timezone: timezone)
    }
}
