import Foundation
import Testing
@testable import Discover

@Suite("Local favorites: set, unset, list, persistence")
struct LocalFavoritesTests {
    let lisbon: Int64 = 2_267_057
    let porto: Int64 = 2_735_943

    @Test("a favorite set is reported and listed with its place details")
    func setAndList() async throws {
        let fixture = try await AuthFixture()
        let favorites = LocalFavoritesRepository(database: fixture.database)
        try await favorites.setFavorite(true, placeID: lisbon, userID: fixture.user.id)
        #expect(try await favorites.isFavorite(placeID: lisbon, userID: fixture.user.id))
        #expect(try await favorites.favorites(userID: fixture.user.id).map(\.name) == ["Lisbon"])
    }

    @Test("favorites are listed most recent first, and setting one twice keeps one entry")
    func orderAndIdempotence() async throws {
        let fixture = try await AuthFixture()
        let favorites = LocalFavoritesRepository(database: fixture.database)
        try await favorites.setFavorite(true, placeID: lisbon, userID: fixture.user.id)
        try await favorites.setFavorite(true, placeID: porto, userID: fixture.user.id)
        try await favorites.setFavorite(true, placeID: lisbon, userID: fixture.user.id)
        #expect(try await favorites.favorites(userID: fixture.user.id).map(\.id) == [porto, lisbon])
    }

    @Test("unsetting a favorite removes it")
    func unset() async throws {
        let fixture = try await AuthFixture()
        let favorites = LocalFavoritesRepository(database: fixture.database)
        try await favorites.setFavorite(true, placeID: lisbon, userID: fixture.user.id)
        try await favorites.setFavorite(false, placeID: lisbon, userID: fixture.user.id)
        #expect(try await !favorites.isFavorite(placeID: lisbon, userID: fixture.user.id))
        #expect(try await favorites.favorites(userID: fixture.user.id).isEmpty)
    }

    @Test("favorites of one user are not another's")
    func perUser() async throws {
        let fixture = try await AuthFixture()
        let other = try await fixture.auth.createAccount(name: "Bob", email: "bob@example.com", password: "pw")
        let favorites = LocalFavoritesRepository(database: fixture.database)
        try await favorites.setFavorite(true, placeID: lisbon, userID: fixture.user.id)
        #expect(try await favorites.favorites(userID: other.id).isEmpty)
    }

    @Test("unknown users and places are refused with typed errors")
    func unknownIDs() async throws {
        let fixture = try await AuthFixture()
        let favorites = LocalFavoritesRepository(database: fixture.database)
        await #expect(throws: PlacesError.userNotFound(id: "ghost")) {
            try await favorites.setFavorite(true, placeID: lisbon, userID: "ghost")
        }
        await #expect(throws: PlacesError.placeNotFound(id: -1)) {
            try await favorites.setFavorite(true, placeID: -1, userID: fixture.user.id)
        }
    }

    @Test("favorites persist when the database is closed and opened again")
    func persistAcrossReopen() async throws {
        let temporary = TemporaryDatabase()
        let userID: String
        do {
            let database = try await temporary.openImported()
            let auth = LocalAuthService(database: database, hasher: PasswordHasher(iterations: 10))
            userID = try await auth.createAccount(name: "Ada", email: "ada@example.com", password: "pw").id
            try await LocalFavoritesRepository(database: database).setFavorite(true, placeID: lisbon, userID: userID)
        }
        let reopened = try await temporary.openImported()
        #expect(try await LocalFavoritesRepository(database: reopened).favorites(userID: userID).map(\.id) == [lisbon])
    }

    @Test("favorites written from many tasks at once are all kept")
    func concurrentWrites() async throws {
        let fixture = try await AuthFixture()
        let favorites = LocalFavoritesRepository(database: fixture.database)
        let ids = Array(SharedPlacesDatabase.records.prefix(64).map(\.id))
        let userID = fixture.user.id
        try await withThrowingTaskGroup(of: Void.self) { group in
            for id in ids {
                group.addTask { try await favorites.setFavorite(true, placeID: id, userID: userID) }
            }
            try await group.waitForAll()
        }
        #expect(Set(try await favorites.favorites(userID: userID).map(\.id)) == Set(ids))
    }
}
