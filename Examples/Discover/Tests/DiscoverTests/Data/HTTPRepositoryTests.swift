import Foundation
import Testing
@testable import Discover
@testable import DiscoverServer

@Suite("HTTP repositories against a real server on loopback")
struct HTTPRepositoryTests {
    @Test("a search over HTTP maps to the same places and cursors as the local store, page after page")
    func searchMapsLikeLocal() async throws {
        let fixture = try await LiveAPIFixture()
        let remote = fixture.http.client().places
        let query = PlaceQuery(text: "san", origin: try Coordinate(latitude: 40.4, longitude: -3.7))
        var cursor: PlaceCursor?
        for _ in 0..<3 {
            let local = try await fixture.local.places.search(query, after: cursor, limit: 15)
            let overHTTP = try await remote.search(query, after: cursor, limit: 15)
            #expect(overHTTP == local)
            cursor = local.nextCursor
        }
    }

    @Test("a place is read by id over HTTP; an unknown id is not found")
    func placeByID() async throws {
        let fixture = try await LiveAPIFixture()
        let remote = fixture.http.client().places
        #expect(try await remote.place(id: 2_267_057).name == "Lisbon")
        await #expect(throws: PlacesError.placeNotFound(id: 9)) { try await remote.place(id: 9) }
    }

    @Test("an invalid search is refused as an invalid request, not a network error")
    func invalidSearch() async throws {
        let fixture = try await LiveAPIFixture()
        await #expect {
            try await fixture.http.client().places.search(PlaceQuery(), after: nil, limit: 500)
        } throws: { error in
            if case .invalidRequest? = error as? PlacesError { true } else { false }
        }
    }

    @Test("sign-in over HTTP returns the user and refuses a wrong password")
    func loginOverHTTP() async throws {
        let fixture = try await LiveAPIFixture()
        let auth = fixture.http.client().auth
        #expect(try await auth.login(email: AuthFixture.email, password: AuthFixture.password) == fixture.auth.user)
        await #expect(throws: AuthError.invalidCredentials) { try await auth.login(email: AuthFixture.email, password: "x") }
    }

    @Test("after one sign-in over HTTP, the client's device token signs in again while strangers on its address are throttled")
    func deviceTokenOverHTTP() async throws {
        let fixture = try await LiveAPIFixture()
        let auth = HTTPAuthService(client: fixture.http.apiClient())
        _ = try await auth.login(email: AuthFixture.email, password: AuthFixture.password)
        await auth.logout()
        let stranger = HTTPAuthService(client: fixture.http.apiClient())
        for _ in 0..<4 { _ = try? await stranger.login(email: AuthFixture.email, password: "x") }
        await #expect(throws: AuthError.self) { try await stranger.login(email: AuthFixture.email, password: AuthFixture.password) }
        #expect(try await auth.login(email: AuthFixture.email, password: AuthFixture.password) == fixture.auth.user)
    }

    @Test("a throttled sign-in over HTTP is reported with the end of the wait from Retry-After")
    func throttledLoginOverHTTP() async throws {
        let fixture = try await LiveAPIFixture()
        let clock = fixture.auth.clock
        let auth = HTTPAuthService(client: fixture.http.apiClient(), now: { clock.now })
        for _ in 0..<3 {
            await #expect(throws: AuthError.invalidCredentials) { try await auth.login(email: AuthFixture.email, password: "x") }
        }
        await #expect(throws: AuthError.accountLocked(until: clock.now.addingTimeInterval(1))) {
            try await auth.login(email: AuthFixture.email, password: AuthFixture.password)
        }
    }

    @Test("a password reset over HTTP succeeds alike for known and unknown emails")
    func passwordResetOverHTTP() async throws {
        let fixture = try await LiveAPIFixture()
        let reset = fixture.http.client().passwordReset
        try await reset.requestPasswordReset(email: AuthFixture.email)
        try await reset.requestPasswordReset(email: "nobody@example.com")
    }

    @Test("favorites set over HTTP after signing in are stored, listed and removed")
    func favoritesOverHTTP() async throws {
        let fixture = try await LiveAPIFixture()
        let favorites = try await fixture.signedInClient().favorites
        let userID = fixture.auth.user.id
        try await favorites.setFavorite(true, placeID: 2_267_057, userID: userID)
        #expect(try await favorites.isFavorite(placeID: 2_267_057, userID: userID))
        #expect(try await fixture.local.favorites.favorites(userID: userID).map(\.id) == [2_267_057])
        #expect(try await favorites.favorites(userID: userID).map(\.name) == ["Lisbon"])
        try await favorites.setFavorite(false, placeID: 2_267_057, userID: userID)
        #expect(try await !favorites.isFavorite(placeID: 2_267_057, userID: userID))
    }

    @Test("favorites over HTTP without signing in, or for another user, are refused and change nothing")
    func favoritesNeedTheirUsersSession() async throws {
        let fixture = try await LiveAPIFixture()
        let signedOut = fixture.http.client().favorites
        await #expect { try await signedOut.setFavorite(true, placeID: 2_267_057, userID: fixture.auth.user.id) } throws: { error in
            if case .network(let detail)? = error as? PlacesError { detail.contains("sign in again") } else { false }
        }
        let other = try await fixture.auth.auth.createAccount(name: "Bob", email: "bob@example.com", password: "bob secret")
        let signedIn = try await fixture.signedInClient().favorites
        await #expect { try await signedIn.setFavorite(true, placeID: 2_267_057, userID: other.id) } throws: { error in
            if case .network? = error as? PlacesError { true } else { false }
        }
        #expect(try await fixture.local.favorites.favorites(userID: other.id).isEmpty)
        #expect(try await fixture.local.favorites.favorites(userID: fixture.auth.user.id).isEmpty)
    }

    @Test("signing out over HTTP ends the session: its token no longer reaches favorites")
    func logoutOverHTTP() async throws {
        let fixture = try await LiveAPIFixture()
        let client = fixture.http.apiClient()
        let auth = HTTPAuthService(client: client)
        _ = try await auth.login(email: AuthFixture.email, password: AuthFixture.password)
        let token = try #require(client.credential.token)
        await auth.logout()
        #expect(client.credential.token == nil)
        let replay = fixture.http.apiClient()
        replay.credential.token = token
        await #expect { try await HTTPFavoritesRepository(client: replay).favorites(userID: fixture.auth.user.id) } throws: { error in
            if case .network(let detail)? = error as? PlacesError { detail.contains("HTTP 401") } else { false }
        }
    }
}
