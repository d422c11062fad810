import Foundation
import Testing
@testable import Discover
@testable import DiscoverServer

@Suite("HTTP failures map to the app's errors")
struct HTTPFailureTests {
    /// A server that answers every request after `delay` with `status` and `body`.
    private func misbehaving(status: Int = 200, body: String = "{}", delay: Duration = .zero) throws -> HTTPFixture {
        try HTTPFixture { _ in
            try? await Task.sleep(for: delay)
            return HTTPResponse(status: status, body: Data(body.utf8))
        }
    }

    private func isNetwork(_ error: any Error) -> Bool {
        if case .network? = error as? PlacesError { true } else { false }
    }

    @Test("a server answering a valid page after the timeout is a network error for places")
    func timeoutPlaces() async throws {
        let server = try misbehaving(body: "{\"items\":[]}", delay: .seconds(10))
        await #expect { try await server.client(timeout: 1).places.search(PlaceQuery(), after: nil, limit: 5) } throws: { isNetwork($0) }
    }

    @Test("a server answering a valid user after the timeout is a network error for sign-in")
    func timeoutLogin() async throws {
        let server = try misbehaving(body: "{\"id\":\"u1\",\"name\":\"Ada\",\"email\":\"a@b.c\"}", delay: .seconds(10))
        await #expect(throws: AuthError.network) { try await server.client(timeout: 1).auth.login(email: "a@b.c", password: "pw1234") }
    }

    @Test("cancelling the calling task ends a slow request at once instead of waiting for its answer")
    func cancellation() async throws {
        let server = try misbehaving(body: "{\"items\":[]}", delay: .seconds(4))
        let places = server.client(timeout: 30).places
        let search = Task { try await places.search(PlaceQuery(), after: nil, limit: 5) }
        try await Task.sleep(for: .milliseconds(200))
        search.cancel()
        await #expect { try await search.value } throws: { isNetwork($0) }
    }

    @Test("HTTP 500 is a network error for places and for sign-in")
    func serverError() async throws {
        let server = try misbehaving(status: 500, body: "{\"code\":\"server_error\",\"message\":\"boom\"}")
        await #expect { try await server.client().places.place(id: 1) } throws: { isNetwork($0) }
        await #expect(throws: AuthError.network) { try await server.client().auth.login(email: "a@b.c", password: "pw1234") }
        await #expect(throws: AuthError.network) { try await server.client().passwordReset.requestPasswordReset(email: "a@b.c") }
    }

    @Test("malformed JSON with status 200 is a network error for places, favorites and sign-in")
    func malformedJSON() async throws {
        let server = try misbehaving(body: "{\"items\": [ {\"id\": oops")
        await #expect { try await server.client().places.search(PlaceQuery(text: "x"), after: nil, limit: 5) } throws: { isNetwork($0) }
        await #expect { try await server.client().favorites.favorites(userID: "u") } throws: { isNetwork($0) }
        await #expect(throws: AuthError.network) { try await server.client().auth.login(email: "a@b.c", password: "pw1234") }
    }

    @Test("well-formed JSON of the wrong shape or with impossible coordinates is a network error")
    func wrongShape() async throws {
        let place =
            "{\"id\":1,\"name\":\"X\",\"countryCode\":\"XX\",\"countryName\":\"X\",\"adminRegion\":\"\",\"latitude\":123,\"longitude\":0,\"population\":1,\"timezone\":\"UTC\"}"
        let server = try misbehaving(body: place)
        await #expect { try await server.client().places.place(id: 1) } throws: { isNetwork($0) }
        await #expect { try await server.client().places.search(PlaceQuery(), after: nil, limit: 5) } throws: { isNetwork($0) }
    }

    @Test("a server that is not listening is a network error")
    func unreachable() async throws {
        let server = try misbehaving()
        let client = server.client(timeout: 2)
        server.server.stop()
        await #expect { try await client.places.place(id: 1) } throws: { isNetwork($0) }
        await #expect(throws: AuthError.network) { try await client.auth.login(email: "a@b.c", password: "pw1234") }
    }
}
