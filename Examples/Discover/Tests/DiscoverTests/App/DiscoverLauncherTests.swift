import Foundation
import Testing
@testable import Discover

@Suite("discover launcher")
struct DiscoverLauncherTests {
    /// The test's database, removed when the test ends.
    private let database = TemporaryDatabase()

    func temporaryDatabase() throws -> URL {
        try database.emptyFile()
    }

    @Test("--db keeps data across launches; --reset starts from a fresh import")
    func resetStartsOver() async throws {
        let url = try temporaryDatabase()
        try await SharedPlacesDatabase.copy(to: url)
        let (user, lisbon): (User, Place)
        do {
            let first = try await DiscoverLauncher.localServices(databasePath: url.path, reset: false)
            user = try await first.auth.login(email: "demo@discover.app", password: "discover123")
            lisbon = try #require(try await first.places.search(PlaceQuery(text: "lisbon"), after: nil, limit: 1).items.first)
            try await first.favorites.setFavorite(true, placeID: lisbon.id, userID: user.id)
        }
        do {
            let again = try await DiscoverLauncher.localServices(databasePath: url.path, reset: false)
            #expect(try await again.favorites.isFavorite(placeID: lisbon.id, userID: user.id))
        }
        // Each launch's database is closed at the end of its block; reset needs that.
        let reset = try await onceReleased { try await DiscoverLauncher.localServices(databasePath: url.path, reset: true) }
        let demo = try await reset.auth.login(email: "demo@discover.app", password: "discover123")
        #expect(try await reset.favorites.favorites(userID: demo.id).isEmpty)
        #expect(try await reset.places.search(PlaceQuery(text: "lisbon"), after: nil, limit: 1).items.first?.name == "Lisbon")
    }

    @Test("an unusable database path is a typed launch error, not a crash")
    func unusablePath() async throws {
        let file = try temporaryDatabase()
        try Data("not a folder".utf8).write(to: file)
        await #expect(throws: LaunchError.self) {
            _ = try await DiscoverLauncher.localServices(databasePath: file.appendingPathComponent("x.sqlite").path, reset: false)
        }
    }
}
