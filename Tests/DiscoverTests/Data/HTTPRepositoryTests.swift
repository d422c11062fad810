import Foundation
#if canImport(Glibc)
import Glibc
#endif
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
            cursor = local.next
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

    @Test("sign-in over HTTP returns the user, refuses a wrong password and reports a lock with its end")
    func loginOverHTTP() async throws {
        let fixture = try await LiveAPIFixture()
        let auth = fixture.http.client().auth
        #expect(try await auth.login(email: AuthFixture.email, password: AuthFixture.password) == fixture.auth.user)
        await #expect(throws: AuthError.invalidCredentials) { try await auth.login(email: AuthFixture.email, password: "x") }
        await #expect(throws: AuthError.invalidCredentials) { try await auth.login(email: AuthFixture.email, password: "x") }
        let until = fixture.auth.clock.now.addingTimeInterval(300)
        await #expect(throws: AuthError.accountLocked(until: until)) { try await auth.login(email: AuthFixture.email, password: "x") }
    }

    @Test("a password reset over HTTP succeeds alike for known and unknown emails")
    func passwordResetOverHTTP() async throws {
        let fixture = try await LiveAPIFixture()
        let reset = fixture.http.client().passwordReset
        try await reset.requestPasswordReset(email: AuthFixture.email)
        try await reset.requestPasswordReset(email: "nobody@example.com")
    }

    @Test("favorites set over HTTP are stored, listed and removed")
    func favoritesOverHTTP() async throws {
        let fixture = try await LiveAPIFixture()
        let favorites = fixture.http.client().favorites
        let userID = fixture.auth.user.id
        try await favorites.setFavorite(true, placeID: 2_267_057, userID: userID)
        #expect(try await favorites.isFavorite(placeID: 2_267_057, userID: userID))
        #expect(try await fixture.local.favorites.favorites(userID: userID).map(\.id) == [2_267_057])
        #expect(try await favorites.favorites(userID: userID).map(\.name) == ["Lisbon"])
        try await favorites.setFavorite(false, placeID: 2_267_057, userID: userID)
        #expect(try await !favorites.isFavorite(placeID: 2_267_057, userID: userID))
        await #expect(throws: PlacesError.userNotFound(id: "ghost")) { try await favorites.setFavorite(true, placeID: 2_267_057, userID: "ghost") }
    }
}

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
        let place = "{\"id\":1,\"name\":\"X\",\"countryCode\":\"XX\",\"countryName\":\"X\",\"adminRegion\":\"\",\"latitude\":123,\"longitude\":0,\"population\":1,\"timezone\":\"UTC\"}"
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

@Suite("HTTP server: request parsing and routing")
struct HTTPServerTests {
    @Test("a request head is split into method, decoded path, query and headers")
    func parsesHead() throws {
        let head = try #require(HTTPRequest.parseHead("GET /places/S%C3%A3o?q=s%C3%A3o+paulo&limit=5 HTTP/1.1\r\nHost: x\r\nContent-Length: 0"))
        #expect(head.method == "GET")
        #expect(head.path == ["places", "São"])
        #expect(head.query["limit"] == "5")
        #expect(head.headers["content-length"] == "0")
    }

    @Test("malformed request heads are refused", arguments: ["", "GET /", "GET / FTP/1.0", "GET / HTTP/1.1\r\nNoColonHere"])
    func refusesMalformed(head: String) {
        #expect(HTTPRequest.parseHead(head) == nil)
    }

    /// Sends `bytes` over a plain TCP connection to 127.0.0.1:`port` and returns everything the server answers.
    private func exchange(_ bytes: String, port: UInt16) throws -> String {
        let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(connection >= 0)
        defer { close(connection) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        _ = Array(bytes.utf8).withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var answer = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { break }
            answer += chunk[0..<count]
        }
        return String(decoding: answer, as: UTF8.self)
    }

    @Test("bytes that are not an HTTP request get a 400 answer, and the server keeps serving")
    func garbageRequest() throws {
        let server = HTTPServer { _ in HTTPResponse(status: 204) }
        let port = try server.start()
        defer { server.stop() }
        #expect(try exchange("HELLO THERE\r\n\r\n", port: port).hasPrefix("HTTP/1.1 400 "))
        #expect(try exchange("GET /ok HTTP/1.1\r\nHost: x\r\n\r\n", port: port).hasPrefix("HTTP/1.1 204 "))
    }

    @Test("a declared body larger than the limit is refused with 413")
    func oversizedBody() throws {
        let server = HTTPServer { _ in HTTPResponse(status: 204) }
        let port = try server.start()
        defer { server.stop() }
        let answer = try exchange("POST /login HTTP/1.1\r\nContent-Length: \(HTTPServer.maximumBodyBytes + 1)\r\n\r\n", port: port)
        #expect(answer.hasPrefix("HTTP/1.1 413 "))
    }

    @Test("an unknown route answers 404 with an error body")
    func unknownRoute() async throws {
        let fixture = try await LiveAPIFixture()
        let response = await DiscoverAPI(services: fixture.local).handle(HTTPRequest(method: "GET", path: ["nowhere"]))
        #expect(response.status == 404)
        #expect(try JSONDecoder().decode(ErrorDTO.self, from: response.body).code == ErrorDTO.Code.notFound.rawValue)
    }

    @Test("a login body that is not JSON answers 400")
    func badLoginBody() async throws {
        let fixture = try await LiveAPIFixture()
        let response = await DiscoverAPI(services: fixture.local).handle(HTTPRequest(method: "POST", path: ["login"], body: Data("nope".utf8)))
        #expect(response.status == 400)
    }

    @Test("the server answers many clients at once")
    func concurrentClients() async throws {
        let fixture = try await LiveAPIFixture()
        let places = fixture.http.client().places
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<16 {
                group.addTask {
                    let page = try await places.search(PlaceQuery(text: ["lisb", "paris", "berl", "rome"][index % 4]), after: nil, limit: 3)
                    #expect(!page.items.isEmpty)
                }
            }
            try await group.waitForAll()
        }
    }
}
