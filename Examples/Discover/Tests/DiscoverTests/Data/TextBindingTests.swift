import Foundation
import Testing
@testable import Discover

@Suite("SQLite text: bound and read with its length")
struct TextBindingTests {
    @Test(
        "text with a NUL, an empty string and non-ASCII text round-trip through SQLite unchanged",
        arguments: ["before\u{0}after", "", "\u{0}", "São Paulo ✓", String(repeating: "x", count: 10_000)])
    func roundTrip(_ text: String) throws {
        let connection = try SQLiteConnection(path: ":memory:")
        let read = try connection.query("SELECT ?1, length(CAST(?1 AS BLOB))", [.text(text)]) { ($0.text(0), Int($0.int64(1))) }
        #expect(read.first?.0 == text)
        #expect(read.first?.1 == text.utf8.count)
    }

    @Test("an empty string is stored as text, not NULL")
    func emptyIsNotNull() throws {
        let connection = try SQLiteConnection(path: ":memory:")
        #expect(try connection.query("SELECT ? IS NULL", [.text("")]) { $0.int64(0) } == [0])
    }

    @Test("a favorite for an id with a NUL is refused and writes nothing for the id before the NUL")
    func favoriteIDWithNUL() async throws {
        let fixture = try await AuthFixture()
        let favorites = LocalFavoritesRepository(database: fixture.database)
        await #expect { try await favorites.setFavorite(true, placeID: 2_267_057, userID: fixture.user.id + "\u{0}junk") } throws: {
            error in
            if case .invalidRequest? = error as? PlacesError { true } else { false }
        }
        #expect(try await favorites.favorites(userID: fixture.user.id).isEmpty)
    }

    @Test(
        "user ids that are empty, too long or have control characters are refused",
        arguments: ["", "a\nb", "\u{7F}", String(repeating: "a", count: 65)])
    func refusedIdentifiers(_ id: String) async throws {
        let fixture = try await AuthFixture()
        await #expect(throws: PlacesError.self) { try await LocalFavoritesRepository(database: fixture.database).favorites(userID: id) }
    }
}
