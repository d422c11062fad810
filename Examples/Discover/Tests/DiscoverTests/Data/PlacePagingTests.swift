import Foundation
import Testing
@testable import Discover

@Suite("Place search paging: keyset cursors, population and distance order")
struct PlacePagingTests {
    @Test("paging through an empty query visits every place once, in population order")
    func emptyQueryPagesCoverEverything() async throws {
        let places = try await SharedPlacesDatabase.places().allPages(PlaceQuery(), limit: 200)
        #expect(places.count == SharedPlacesDatabase.records.count)
        #expect(Set(places.map(\.id)).count == places.count)
        #expect(zip(places, places.dropFirst()).allSatisfy { ($0.population, -$0.id) > ($1.population, -$1.id) })
    }

    @Test("paging through a text query returns exactly the index's matches, without duplicates or gaps")
    func textPagesMatchIndex() async throws {
        let database = try await SharedPlacesDatabase.database()
        let matches = try await database.read { connection throws(SQLiteError) in
            try connection.query("SELECT p.id FROM places_fts JOIN places p ON p.rank = places_fts.rowid WHERE places_fts MATCH '\"san\"*'")
            { $0.int64(0) }
        }
        let places = try await SharedPlacesDatabase.places().allPages(PlaceQuery(text: "San"), limit: 37)
        #expect(places.count == matches.count)
        #expect(Set(places.map(\.id)) == Set(matches))
        #expect(zip(places, places.dropFirst()).allSatisfy { ($0.population, -$0.id) > ($1.population, -$1.id) })
    }

    @Test(
        "nearest-first pages equal a brute-force sort by distance",
        arguments: [
            (38.72, -9.14),  // Lisbon: dense surroundings
            (-40.0, -140.0),  // South Pacific: the search radius has to grow many times
            (-18.0, 179.9),  // next to the antimeridian
            (78.2, 15.6),  // Svalbard: the box reaches over the pole
        ])
    func nearestMatchesBruteForce(latitude: Double, longitude: Double) async throws {
        let origin = try Coordinate(latitude: latitude, longitude: longitude)
        let paged = try await SharedPlacesDatabase.places().allPages(PlaceQuery(origin: origin), limit: 40, maximumPages: 6)
        let expected = SharedPlacesDatabase.records
            .map { (id: $0.id, distance: Coordinate.haversineMeters(latitude, longitude, $0.latitude, $0.longitude)) }
            .sorted { ($0.distance, $0.id) < ($1.distance, $1.id) }
            .prefix(240)
            .map(\.id)
        #expect(paged.map(\.id) == Array(expected))
    }

    @Test("a cursor whose key names no place continues right after that key")
    func cursorBetweenPlaces() async throws {
        let places = try await SharedPlacesDatabase.places()
        let all = try await places.allPages(PlaceQuery(text: "san"), limit: 200)
        let target = all[57]
        let between = try PlaceCursor(token: "p:\(target.population):\(target.id - 1)")
        try #require(!all.contains { $0.population == target.population && $0.id == target.id - 1 })
        let page = try await places.search(PlaceQuery(text: "san"), after: between, limit: 10)
        #expect(page.items.map(\.id) == all[57..<67].map(\.id))
    }

    @Test("text matches ordered by distance page without duplicates, nearest first")
    func textByDistancePages() async throws {
        let madrid = try Coordinate(latitude: 40.4165, longitude: -3.70256)
        let places = try await SharedPlacesDatabase.places().allPages(PlaceQuery(text: "san", origin: madrid), limit: 25)
        let byPopulation = try await SharedPlacesDatabase.places().allPages(PlaceQuery(text: "san"), limit: 200)
        let distances = places.map { $0.coordinate.distance(to: madrid) }
        #expect(Set(places.map(\.id)) == Set(byPopulation.map(\.id)))
        #expect(places.count == byPopulation.count)
        #expect(zip(distances, distances.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test("a cursor survives its text token, so HTTP clients can page too")
    func cursorTokenRoundTrip() async throws {
        let origin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let places = try await SharedPlacesDatabase.places()
        let first = try await places.search(PlaceQuery(origin: origin), after: nil, limit: 10)
        let token = try #require(first.nextCursor?.token)
        let viaToken = try await places.search(PlaceQuery(origin: origin), after: PlaceCursor(token: token), limit: 10)
        let direct = try await places.search(PlaceQuery(origin: origin), after: first.nextCursor, limit: 10)
        #expect(viaToken == direct)
        #expect(Set(viaToken.items.map(\.id)).isDisjoint(with: first.items.map(\.id)))
    }

    @Test("a cursor from a population-ordered search is refused for a distance search")
    func cursorKindMismatch() async throws {
        let places = try await SharedPlacesDatabase.places()
        let first = try await places.search(PlaceQuery(), after: nil, limit: 5)
        let origin = try Coordinate(latitude: 0, longitude: 0)
        await #expect(throws: PlacesError.self) {
            try await places.search(PlaceQuery(origin: origin), after: first.nextCursor, limit: 5)
        }
    }

    @Test("malformed cursor tokens are refused with a typed error", arguments: ["", "p:1", "x:1:2", "d:nan:3", "p:a:1"])
    func malformedToken(token: String) {
        #expect(throws: PlacesError.self) { try PlaceCursor(token: token) }
    }
}
