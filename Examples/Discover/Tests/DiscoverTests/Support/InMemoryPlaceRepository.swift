import Foundation
import VIPER
import VIPERLock
import VIPERTesting
@testable import Discover

/// Places in memory, searched by folded substring and paged by index, with every
/// request recorded and an optional gate or failure — for module tests.
final class InMemoryPlaceRepository: PlaceRepository, Sendable {
    struct Request: Equatable, Sendable {
        let query: PlaceQuery
        let cursor: PlaceCursor?
        let limit: Int
    }

    private struct State {
        let places: [Place]
        var failure: PlacesError?
        var gate: AsyncGate?
    }

    let requests = Recorder<Request>()
    private let state: Locked<State>

    init(_ places: [Place] = Place.samples) {
        state = Locked(State(places: places))
    }

    /// Makes every later call fail with `error` (nil: succeed again).
    func fail(with error: PlacesError?) { state.withLock { $0.failure = error } }
    /// Holds every later call at `gate` until it opens (nil: answer at once).
    func hold(at gate: AsyncGate?) { state.withLock { $0.gate = gate } }

    func search(_ query: PlaceQuery, after cursor: PlaceCursor?, limit: Int) async throws(PlacesError) -> Page<Place, PlaceCursor> {
        requests.record(Request(query: query, cursor: cursor, limit: limit))
        let (gate, failure, places) = state.withLock { ($0.gate, $0.failure, $0.places) }
        await gate?.wait()
        if let failure { throw failure }
        let needle = query.text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var matches = places.filter {
            needle.isEmpty || $0.name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).contains(needle)
        }
        if let origin = query.origin {
            matches.sort { $0.coordinate.distance(to: origin) < $1.coordinate.distance(to: origin) }
        }
        let start = cursor.flatMap { cursor in matches.firstIndex { Self.cursor(for: $0) == cursor }.map { $0 + 1 } } ?? 0
        let page = Array(matches[min(start, matches.count)...].prefix(limit))
        let hasMore = start + page.count < matches.count
        return Page(items: page, nextCursor: hasMore ? page.last.map(Self.cursor(for:)) : nil)
    }

    func place(id: Int64) async throws(PlacesError) -> Place {
        let (gate, failure, places) = state.withLock { ($0.gate, $0.failure, $0.places) }
        await gate?.wait()
        if let failure { throw failure }
        guard let place = places.first(where: { $0.id == id }) else { throw .placeNotFound(id: id) }
        return place
    }

    /// The cursor this fake hands out after `place`.
    static func cursor(for place: Place) -> PlaceCursor {
        // swiftlint-style force unwrap avoided: the token format is the store's own.
        (try? PlaceCursor(token: "p:\(place.population):\(place.id)")) ?? (try! PlaceCursor(token: "p:0:0"))
    }
}

/// Favorites in memory, per user, with changes recorded.
final class InMemoryFavoritesRepository: FavoritesRepository, Sendable {
    struct Change: Equatable, Sendable {
        let placeID: Int64
        let isFavorite: Bool
    }

    private struct State {
        var favorites: [String: [Place]] = [:]
        var failure: PlacesError?
    }

    let changes = Recorder<Change>()
    private let state = Locked(State())
    private let catalogue: [Place]

    init(catalogue: [Place] = Place.samples) {
        self.catalogue = catalogue
    }

    func fail(with error: PlacesError?) { state.withLock { $0.failure = error } }

    func setFavorite(_ isFavorite: Bool, placeID: Int64, userID: String) async throws(PlacesError) {
        if let failure = state.withLock({ $0.failure }) { throw failure }
        guard let place = catalogue.first(where: { $0.id == placeID }) else { throw .placeNotFound(id: placeID) }
        state.withLock { state in
            var list = state.favorites[userID, default: []].filter { $0.id != placeID }
            if isFavorite { list.insert(place, at: 0) }
            state.favorites[userID] = list
        }
        changes.record(Change(placeID: placeID, isFavorite: isFavorite))
    }

    func isFavorite(placeID: Int64, userID: String) async throws(PlacesError) -> Bool {
        if let failure = state.withLock({ $0.failure }) { throw failure }
        return state.withLock { $0.favorites[userID, default: []].contains { $0.id == placeID } }
    }

    func favorites(userID: String) async throws(PlacesError) -> [Place] {
        if let failure = state.withLock({ $0.failure }) { throw failure }
        return state.withLock { $0.favorites[userID, default: []] }
    }
}

extension Place {
    /// A few real places, enough for paging with small pages.
    static let samples: [Place] = [
        sample(1, "São Paulo", "BR", "Brazil", -23.55, -46.63, 12_400_000),
        sample(2, "Lisbon", "PT", "Portugal", 38.72, -9.14, 517_802),
        sample(3, "Porto", "PT", "Portugal", 41.15, -8.61, 249_633),
        sample(4, "Madrid", "ES", "Spain", 40.42, -3.70, 3_255_944),
        sample(5, "Paris", "FR", "France", 48.85, 2.35, 2_138_551),
        sample(6, "Paulo Afonso", "BR", "Brazil", -9.41, -38.21, 85_350),
        sample(7, "Tokyo", "JP", "Japan", 35.69, 139.69, 8_336_599),
    ]

    static func sample(_ id: Int64, _ name: String, _ code: String, _ country: String, _ lat: Double, _ lon: Double, _ population: Int)
        -> Place
    {
        Place(
            id: id, name: name, countryCode: code, countryName: country, adminRegion: "",
            coordinate: Coordinate(uncheckedLatitude: lat, longitude: lon), population: population,
            timezone: "UTC"
        )
    }
}
