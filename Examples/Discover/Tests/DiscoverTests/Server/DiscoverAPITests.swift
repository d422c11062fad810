import Foundation
import Testing
@testable import Discover
@testable import DiscoverServer

@Suite("Discover API: sessions, authorization, content types and abuse limits")
struct DiscoverAPITests {
    static let json = ["content-type": "application/json"]
    static let lisbon: Int64 = 2_267_057

    private func post(_ path: [String], _ body: String, headers: [String: String] = json, client: String = "127.0.0.1") -> HTTPRequest {
        HTTPRequest(method: "POST", path: path, headers: headers, body: Data(body.utf8), client: client)
    }

    private func login(
        _ api: DiscoverAPI, email: String = AuthFixture.email, password: String = AuthFixture.password, client: String = "127.0.0.1"
    ) async -> HTTPResponse {
        let body = (try? JSONEncoder().encode(CredentialsDTO(email: email, password: password))) ?? Data()
        return await api.handle(HTTPRequest(method: "POST", path: ["login"], headers: Self.json, body: body, client: client))
    }

    private func token(_ api: DiscoverAPI) async throws -> String {
        let response = await login(api)
        try #require(response.status == 200)
        return try JSONDecoder().decode(SessionDTO.self, from: response.body).token
    }

    private func favorite(_ method: String, _ userID: String, token: String?, place: Int64 = lisbon) -> HTTPRequest {
        var headers = Self.json
        if let token { headers["authorization"] = "Bearer \(token)" }
        return HTTPRequest(method: method, path: ["users", userID, "favorites", String(place)], headers: headers)
    }

    private func error(_ response: HTTPResponse) throws -> ErrorDTO {
        try JSONDecoder().decode(ErrorDTO.self, from: response.body)
    }

    @Test("a sign-in returns a 256-bit token, its expiry and the user")
    func loginReturnsSession() async throws {
        let fixture = try await LiveAPIFixture()
        let response = await login(fixture.api)
        #expect(response.status == 200)
        let session = try JSONDecoder().decode(SessionDTO.self, from: response.body)
        #expect(session.user == UserDTO(fixture.auth.user))
        #expect(
            Data(base64Encoded: session.token.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/") + "=")?
                .count == 32)
        #expect(session.expiresAt == fixture.auth.clock.now.addingTimeInterval(SessionStore.standardLifetime).timeIntervalSince1970)
    }

    @Test("the favorites routes refuse a request without a token with 401 and WWW-Authenticate")
    func favoritesNeedToken() async throws {
        let fixture = try await LiveAPIFixture()
        for request in [
            favorite("PUT", fixture.auth.user.id, token: nil), favorite("GET", fixture.auth.user.id, token: nil),
            HTTPRequest(method: "GET", path: ["users", fixture.auth.user.id, "favorites"]),
        ] {
            let response = await fixture.api.handle(request)
            #expect(response.status == 401)
            #expect(response.headers["WWW-Authenticate"] == "Bearer")
            #expect(try error(response).code == ErrorDTO.Code.authenticationRequired.rawValue)
        }
        #expect(try await fixture.local.favorites.favorites(userID: fixture.auth.user.id).isEmpty)
    }

    @Test("a token acts only for its own user: another user's favorites are 403 and unchanged")
    func tokenActsForItsUserOnly() async throws {
        let fixture = try await LiveAPIFixture()
        let other = try await fixture.auth.auth.createAccount(name: "Bob", email: "bob@example.com", password: "bob secret")
        let token = try await token(fixture.api)
        for method in ["PUT", "DELETE", "GET"] {
            #expect(await fixture.api.handle(favorite(method, other.id, token: token)).status == 403)
        }
        #expect(await fixture.api.handle(favorite("PUT", fixture.auth.user.id, token: token)).status == 204)
        #expect(try await fixture.local.favorites.favorites(userID: other.id).isEmpty)
        #expect(try await fixture.local.favorites.favorites(userID: fixture.auth.user.id).map(\.id) == [Self.lisbon])
    }

    @Test("a malformed, made-up or signed-out token is refused with 401")
    func badTokens() async throws {
        let fixture = try await LiveAPIFixture()
        let token = try await token(fixture.api)
        let signedOut = await fixture.api.handle(
            HTTPRequest(
                method: "POST", path: ["logout"], headers: Self.json.merging(["authorization": "Bearer \(token)"]) { $1 }))
        #expect(signedOut.status == 204)
        for candidate in [token, "x", String(repeating: "A", count: 43), "\(token)\u{0}"] {
            #expect(await fixture.api.handle(favorite("GET", fixture.auth.user.id, token: candidate)).status == 401)
        }
    }

    @Test("a token stops working when it expires")
    func tokenExpires() async throws {
        let fixture = try await LiveAPIFixture()
        let token = try await token(fixture.api)
        #expect(await fixture.api.handle(favorite("GET", fixture.auth.user.id, token: token)).status == 200)
        fixture.auth.clock.advance(by: SessionStore.standardLifetime + 1)
        #expect(await fixture.api.handle(favorite("GET", fixture.auth.user.id, token: token)).status == 401)
    }

    @Test("a user id with control characters is refused with 400, and nothing is written for the id before the NUL")
    func userIDWithNUL() async throws {
        let fixture = try await LiveAPIFixture()
        let token = try await token(fixture.api)
        let response = await fixture.api.handle(favorite("PUT", fixture.auth.user.id + "\u{0}junk", token: token))
        #expect(response.status == 400)
        #expect(try await fixture.local.favorites.favorites(userID: fixture.auth.user.id).isEmpty)
    }

    @Test(
        "state-changing requests without Content-Type application/json are refused with 415 and not processed",
        arguments: [nil, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"])
    func requiresJSON(_ contentType: String?) async throws {
        let fixture = try await LiveAPIFixture()
        let headers = contentType.map { ["content-type": $0] } ?? [:]
        let body = #"{"email": "ada@example.com", "password": "correct horse"}"#
        let response = await fixture.api.handle(post(["login"], body, headers: headers))
        #expect(response.status == 415)
        let token = try await token(fixture.api)
        var put = favorite("PUT", fixture.auth.user.id, token: token)
        put = HTTPRequest(method: "PUT", path: put.path, headers: headers.merging(["authorization": "Bearer \(token)"]) { $1 })
        #expect(await fixture.api.handle(put).status == 415)
        #expect(try await fixture.local.favorites.favorites(userID: fixture.auth.user.id).isEmpty)
    }

    @Test("application/json with a charset parameter is accepted")
    func jsonWithCharset() async throws {
        let fixture = try await LiveAPIFixture()
        let body = #"{"email": "ada@example.com", "password": "correct horse"}"#
        #expect(await fixture.api.handle(post(["login"], body, headers: ["content-type": "Application/JSON; charset=utf-8"])).status == 200)
    }

    @Test("an email with a NUL does not sign in as the account before it")
    func emailWithNUL() async throws {
        let fixture = try await LiveAPIFixture()
        #expect(await login(fixture.api, email: AuthFixture.email + "\u{0}evil").status == 401)
    }

    @Test("unknown and registered emails get the same answers, wrong password after wrong password, throttle included")
    func noEnumeration() async throws {
        let fixture = try await LiveAPIFixture()
        var answers: [String: [Int]] = [:]
        for email in [AuthFixture.email, "nobody@example.com"] {
            for _ in 0..<6 {
                let response = await login(fixture.api, email: email, password: "wrong guess")
                answers[email, default: []].append(response.status)
                #expect(response.status != 423)
            }
        }
        #expect(answers[AuthFixture.email] == [401, 401, 401, 429, 429, 429])
        #expect(answers[AuthFixture.email] == answers["nobody@example.com"])
    }

    @Test("a stranger's wrong guesses slow down the stranger's client, not the owner's")
    func throttleSparesOwner() async throws {
        let fixture = try await LiveAPIFixture()
        for _ in 0..<5 { _ = await login(fixture.api, password: "wrong guess", client: "203.0.113.9") }
        let stranger = await login(fixture.api, password: AuthFixture.password, client: "203.0.113.9")
        #expect(stranger.status == 429)
        #expect(stranger.headers["Retry-After"] != nil)
        #expect(await login(fixture.api, client: "127.0.0.1").status == 200)
    }

    @Test("a flood of sign-ins from one client is cut off with 429 and Retry-After before any hashing")
    func loginFloodLimited() async throws {
        let fixture = try await LiveAPIFixture(
            limits: DiscoverAPI.Limits(
                logins: .init(burst: 3, perSecond: 0.001), passwordResets: .init(burst: 5, perSecond: 0.1),
                searches: .init(burst: 40, perSecond: 20), searchesInFlight: 16, refusalDelay: .seconds(1)))
        var statuses: [Int] = []
        for index in 0..<6 {
            statuses.append(await login(fixture.api, email: "flood\(index)@example.com", password: "x").status)
        }
        #expect(statuses == [401, 401, 401, 429, 429, 429])
        #expect(await login(fixture.api, client: "198.51.100.7").status == 200)
    }

    @Test("refusals that pass with time are held before they are sent, other answers are not")
    func refusalsHeld() async throws {
        let fixture = try await LiveAPIFixture()
        var delays: [Int: Duration] = [:]
        for _ in 0..<6 {
            let response = await login(fixture.api, password: "wrong guess")
            delays[response.status] = response.delay
        }
        #expect(delays == [401: .zero, 429: DiscoverAPI.Limits.standard.refusalDelay])
    }

    @Test("password-reset requests per client are limited, answered alike for known and unknown emails")
    func resetFloodLimited() async throws {
        let fixture = try await LiveAPIFixture()
        var statuses: [Int] = []
        for index in 0..<7 {
            let email = index.isMultiple(of: 2) ? AuthFixture.email : "nobody@example.com"
            statuses.append(await fixture.api.handle(post(["password-reset"], #"{"email": "\#(email)"}"#)).status)
        }
        #expect(statuses == [202, 202, 202, 202, 202, 429, 429])
    }

    @Test("a search beyond the word limit is refused with 400 before it reaches the index")
    func searchWordLimit() async throws {
        let fixture = try await LiveAPIFixture()
        let words = Array(repeating: "a", count: FullTextQuery.maximumWords + 1).joined(separator: " ")
        let response = await fixture.api.handle(HTTPRequest(method: "GET", path: ["places"], query: ["q": words]))
        #expect(response.status == 400)
        #expect(try error(response).message.contains("at most \(FullTextQuery.maximumWords) words"))
    }

    @Test("a malformed body is refused with 400 and an example, never the decoder's internals")
    func badBodyWithoutInternals() async throws {
        let fixture = try await LiveAPIFixture()
        let response = await fixture.api.handle(post(["login"], #"{"email": 5}"#))
        #expect(response.status == 400)
        let message = try error(response).message
        #expect(message.contains("expected a JSON body like"))
        #expect(!message.contains("DecodingError") && !message.contains("typeMismatch") && !message.contains("CodingKeys"))
    }

    @Test("an unknown route answers 404 with an error body")
    func unknownRoute() async throws {
        let fixture = try await LiveAPIFixture()
        let response = await fixture.api.handle(HTTPRequest(method: "GET", path: ["nowhere"]))
        #expect(response.status == 404)
        #expect(try error(response).code == ErrorDTO.Code.notFound.rawValue)
    }

    @Test("the server answers many clients at once")
    func concurrentClients() async throws {
        let fixture = try await LiveAPIFixture()
        let places = fixture.http.client().places
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<16 {
                group.addTask {
                    let page = try await places.search(
                        PlaceQuery(text: ["lisb", "paris", "berl", "rome"][index % 4]), after: nil, limit: 3)
                    #expect(!page.items.isEmpty)
                }
            }
            try await group.waitForAll()
        }
    }
}
