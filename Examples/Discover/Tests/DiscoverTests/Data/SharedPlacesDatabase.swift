import DiscoverTestSupport
import Foundation
@testable import Discover

/// One imported database shared by the read-only search suites, so the import runs once per test process.
enum SharedPlacesDatabase {
    /// The shared database, imported on first use.
    static func database() async throws -> DiscoverDatabase {
        try await PlacesDatabaseTemplate.database()
    }

    /// Writes a consistent copy of the shared database to `url` (`VACUUM INTO`).
    static func copy(to url: URL) async throws {
        try await PlacesDatabaseTemplate.copy(to: url)
    }

    /// A repository over the shared database.
    static func places() async throws -> LocalPlaceRepository {
        LocalPlaceRepository(database: try await database())
    }

    /// Every bundled record, for brute-force expectations.
    static let records: [PlaceDataset.Record] = (try? PlaceDataset.bundled().records) ?? []
}

extension PlaceRepository {
    /// Every page of `query`, `limit` at a time, concatenated; stops after `maximumPages`.
    func allPages(_ query: PlaceQuery, limit: Int, maximumPages: Int = 1_000) async throws -> [Place] {
        var places: [Place] = []
        var cursor: PlaceCursor?
        for _ in 0..<maximumPages {
            let page = try await search(query, after: cursor, limit: limit)
            places += page.items
            guard let next = page.nextCursor else { break }
            cursor = next
        }
        return places
    }
}
