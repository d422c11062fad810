import Foundation

/// A point on Earth in WGS 84 degrees.
public struct Coordinate: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Mean Earth radius in meters (IUGG), the sphere the haversine distance assumes.
    public static let earthRadiusMeters = 6_371_008.8

    /// Degrees north of the equator, -90...90.
    public let latitude: Double
    /// Degrees east of Greenwich, -180...180.
    public let longitude: Double

    /// A coordinate; throws when either value is outside its range or not a finite number.
    public init(latitude: Double, longitude: Double) throws(PlacesError) {
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            throw .invalidRequest(
                "expected latitude in -90...90 and longitude in -180...180, found \(latitude), \(longitude); enter e.g. \"38.72, -9.14\""
            )
        }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// A coordinate known to be in range (read from storage or computed).
    init(uncheckedLatitude latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Parses "latitude, longitude" (a comma and/or spaces between), e.g. `"38.72, -9.14"`.
    public init(parsing text: String) throws(PlacesError) {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else {
            throw .invalidRequest("expected coordinates as \"latitude, longitude\" (e.g. \"38.72, -9.14\"), found \"\(text)\"")
        }
        try self.init(latitude: latitude, longitude: longitude)
    }

    /// Great-circle distance in meters to `other`, by the haversine formula on a sphere.
    public func distance(to other: Coordinate) -> Double {
        Coordinate.haversineMeters(latitude, longitude, other.latitude, other.longitude)
    }

    /// "38.72000, -9.14000": five decimals, about a meter.
    public var description: String {
        String(format: "%.5f, %.5f", latitude, longitude)
    }

    /// The haversine distance in meters between two points given in degrees; the one formula
    /// the domain and the SQLite store share, so distances computed in either place are equal.
    public static func haversineMeters(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let radians = Double.pi / 180
        let dLat = (lat2 - lat1) * radians
        let dLon = (lon2 - lon1) * radians
        let a =
            sin(dLat / 2) * sin(dLat / 2)
            + cos(lat1 * radians) * cos(lat2 * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * earthRadiusMeters * asin(min(1, a.squareRoot()))
    }
}
