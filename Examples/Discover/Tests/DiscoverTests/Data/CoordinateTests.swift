import Testing
@testable import Discover

@Suite("Coordinate: validation, parsing and haversine distance")
struct CoordinateTests {
    @Test("Lisbon to Madrid is about 503 km")
    func knownDistance() throws {
        let lisbon = try Coordinate(latitude: 38.71667, longitude: -9.13333)
        let madrid = try Coordinate(latitude: 40.4165, longitude: -3.70256)
        #expect(abs(lisbon.distance(to: madrid) - 503_000) < 5_000)
        #expect(lisbon.distance(to: madrid) == madrid.distance(to: lisbon))
    }

    @Test("antipodal points are half the circumference apart")
    func antipodes() throws {
        let a = try Coordinate(latitude: 10, longitude: 20)
        let b = try Coordinate(latitude: -10, longitude: -160)
        #expect(abs(a.distance(to: b) - SearchArea.maximumRadius) < 1)
    }

    @Test("coordinates parse from \"lat, lon\" text")
    func parses() throws {
        let coordinate = try Coordinate(parsing: " 38.72, -9.14 ")
        #expect(coordinate == (try Coordinate(latitude: 38.72, longitude: -9.14)))
    }

    @Test("out-of-range or malformed coordinates are refused", arguments: ["91, 0", "0, 181", "abc", "1,2,3", "nan, 0", ""])
    func refusesBadInput(text: String) {
        #expect(throws: PlacesError.self) { try Coordinate(parsing: text) }
    }

    @Test("the search box holds every point within its radius", arguments: [(0.0, 0.0), (60.0, 170.0), (-89.0, 0.0), (45.0, -179.5)])
    func boxContainsCircle(latitude: Double, longitude: Double) throws {
        let center = try Coordinate(latitude: latitude, longitude: longitude)
        let radius = 800_000.0
        let box = SearchArea(center: center, radius: radius)
        for lat in stride(from: -90.0, through: 90.0, by: 0.5) {
            for lon in stride(from: -180.0, through: 180.0, by: 0.5)
            where Coordinate.haversineMeters(latitude, longitude, lat, lon) <= radius {
                #expect(
                    (box.minLatitude...box.maxLatitude).contains(lat) && (box.minLongitude...box.maxLongitude).contains(lon),
                    "(\(lat), \(lon)) within \(radius) m of \(center) is outside \(box)")
            }
        }
    }
}
