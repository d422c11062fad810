import Foundation

/// A latitude/longitude box that contains every point within `radius` meters of a center.
///
/// Distance search asks the R*Tree for the points in this box, then keeps those whose exact
/// haversine distance is at most the radius. The box is conservative: near a pole, or when
/// it would cross the antimeridian, it widens to all longitudes rather than miss a point.
struct SearchArea: Equatable {
    let minLatitude: Double
    let maxLatitude: Double
    let minLongitude: Double
    let maxLongitude: Double

    /// Half the Earth's circumference: no two points are farther apart.
    static let maximumRadius = Double.pi * Coordinate.earthRadiusMeters

    /// The box around `center` for `radius` meters.
    init(center: Coordinate, radius: Double) {
        let angular = radius / Coordinate.earthRadiusMeters
        let degrees = 180 / Double.pi
        let minLat = center.latitude - angular * degrees
        let maxLat = center.latitude + angular * degrees
        guard minLat > -90, maxLat < 90, angular < Double.pi / 2 else {
            // The circle reaches a pole (or half the globe): every longitude qualifies.
            self.init(minLatitude: max(minLat, -90), maxLatitude: min(maxLat, 90), minLongitude: -180, maxLongitude: 180)
            return
        }
        let spread = asin(min(1, sin(angular) / cos(center.latitude / degrees))) * degrees
        let minLon = center.longitude - spread
        let maxLon = center.longitude + spread
        guard minLon >= -180, maxLon <= 180 else {
            self.init(minLatitude: minLat, maxLatitude: maxLat, minLongitude: -180, maxLongitude: 180)
            return
        }
        self.init(minLatitude: minLat, maxLatitude: maxLat, minLongitude: minLon, maxLongitude: maxLon)
    }

    private init(minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double) {
        self.minLatitude = minLatitude
        self.maxLatitude = maxLatitude
        self.minLongitude = minLongitude
        self.maxLongitude = maxLongitude
    }
}
