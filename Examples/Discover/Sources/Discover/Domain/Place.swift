/// A city the user can search, open and mark as a favorite.
public struct Place: Equatable, Hashable, Identifiable, Sendable {
    /// Stable identifier (the GeoNames id for the bundled dataset).
    public let id: Int64
    /// Local name, with diacritics, e.g. "São Paulo".
    public let name: String
    /// ISO 3166-1 alpha-2 country code, e.g. "BR".
    public let countryCode: String
    /// Country name in English, e.g. "Brazil".
    public let countryName: String
    /// First-level administrative region: a state name in the US, the GeoNames admin1 code elsewhere.
    public let adminRegion: String
    /// Where the place is.
    public let coordinate: Coordinate
    /// Number of inhabitants.
    public let population: Int
    /// IANA time zone identifier, e.g. "America/Sao_Paulo".
    public let timezone: String

    /// A place with the given attributes.
    public init(
        id: Int64, name: String, countryCode: String, countryName: String, adminRegion: String,
        coordinate: Coordinate, population: Int, timezone: String
    ) {
        self.id = id
        self.name = name
        self.countryCode = countryCode
        self.countryName = countryName
        self.adminRegion = adminRegion
        self.coordinate = coordinate
        self.population = population
        self.timezone = timezone
    }
}
