import DiscoverTestSupport
import Foundation
import Testing
@testable import Discover
@testable import DiscoverServer

@Suite("HTTP server: strict HTTP/1.1, limits and deadlines")
struct HTTPServerTests {
    /// A server answering 204 to every request it accepts, with `configuration`.
    private func server(_ configuration: HTTPServerConfiguration = .forTests) throws -> HTTPFixture {
        try HTTPFixture(configuration: configuration) { request in
            HTTPResponse.json([
                "method": request.method, "path": request.path.joined(separator: "/"),
                "body": String(decoding: request.body, as: UTF8.self),
            ])
        }
    }

    static let refusals: [RawCase] = [
        RawCase(name: "not HTTP", request: "HELLO THERE\r\n\r\n", status: 400),
        RawCase(name: "lower-case method", request: "get / HTTP/1.1\r\nHost: localhost\r\n\r\n", status: 400),
        RawCase(name: "unknown method", request: "BREW / HTTP/1.1\r\nHost: localhost\r\n\r\n", status: 400),
        RawCase(name: "a method not implemented", request: "PATCH / HTTP/1.1\r\nHost: localhost\r\n\r\n", status: 501),
        RawCase(name: "HTTP/2.0", request: "GET / HTTP/2.0\r\nHost: localhost\r\n\r\n", status: 505),
        RawCase(name: "HTTP/0.9", request: "GET / HTTP/0.9\r\nHost: localhost\r\n\r\n", status: 505),
        RawCase(name: "HTTP/1.1 without Host", request: "GET / HTTP/1.1\r\n\r\n", status: 400),
        RawCase(name: "two Host headers", request: "GET / HTTP/1.1\r\nHost: localhost\r\nHost: localhost\r\n\r\n", status: 400),
        RawCase(name: "foreign Host", request: "GET / HTTP/1.1\r\nHost: attacker.example\r\n\r\n", status: 421),
        RawCase(
            name: "loopback address under a foreign name", request: "GET / HTTP/1.1\r\nHost: 127.0.0.1.attacker.example\r\n\r\n",
            status: 421),
        RawCase(name: "negative Content-Length", request: "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: -1\r\n\r\n", status: 400),
        RawCase(
            name: "non-numeric Content-Length", request: "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: ten\r\n\r\n", status: 400),
        RawCase(
            name: "duplicate equal Content-Length",
            request: "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\n{}", status: 400),
        RawCase(
            name: "duplicate different Content-Length",
            request: "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}", status: 400),
        RawCase(
            name: "Content-Length with Transfer-Encoding",
            request: "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", status: 400),
        RawCase(
            name: "an unsupported transfer coding", request: "POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: gzip\r\n\r\n",
            status: 501),
        RawCase(
            name: "Expect: 100-continue",
            request: "POST / HTTP/1.1\r\nHost: localhost\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n", status: 417),
        RawCase(
            name: "body beyond the limit", request: "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2000000\r\n\r\n", status: 413),
        RawCase(
            name: "request line beyond the head limit",
            request: "GET /\(String(repeating: "a", count: 20_000)) HTTP/1.1\r\nHost: localhost\r\n\r\n", status: 431),
        RawCase(
            name: "headers beyond the head limit",
            request: "GET / HTTP/1.1\r\nHost: localhost\r\nX-Pad: \(String(repeating: "a", count: 20_000))\r\n\r\n", status: 431),
    ]

    @Test("malformed, ambiguous or unsupported requests are refused with the matching status", arguments: refusals)
    func refusesRequest(_ refusal: RawCase) async throws {
        let fixture = try server()
        let response = try #require(try await RawConnection.exchange(refusal.request, port: fixture.port))
        #expect(response.status == refusal.status)
        let error = try JSONDecoder().decode(ErrorDTO.self, from: Data(response.body.utf8))
        #expect(!error.message.isEmpty)
        #expect(response.headers["connection"] == "close")
    }

    static let accepted: [RawCase] = [
        RawCase(name: "HTTP/1.1 with Host", request: "GET /ok HTTP/1.1\r\nHost: localhost:8080\r\n\r\n", status: 200),
        RawCase(name: "HTTP/1.0 without Host", request: "GET /ok HTTP/1.0\r\n\r\n", status: 200),
        RawCase(name: "IPv4 loopback Host", request: "GET /ok HTTP/1.1\r\nHost: 127.0.0.1:9\r\n\r\n", status: 200),
        RawCase(name: "IPv6 loopback Host", request: "GET /ok HTTP/1.1\r\nHost: [::1]:9\r\n\r\n", status: 200),
        RawCase(name: "a .localhost name", request: "GET /ok HTTP/1.1\r\nHost: app.localhost\r\n\r\n", status: 200),
    ]

    @Test("well-formed requests for a loopback host are served", arguments: accepted)
    func servesRequest(_ request: RawCase) async throws {
        let fixture = try server()
        #expect(try await RawConnection.exchange(request.request, port: fixture.port)?.status == request.status)
    }

    @Test("a chunked body is decoded and handed over whole")
    func chunkedBody() async throws {
        let fixture = try server()
        let response = try #require(
            try await RawConnection.exchange(
                "POST /echo HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n",
                port: fixture.port))
        #expect(response.status == 200)
        #expect(response.body.contains("\"body\":\"abcde\""))
    }

    @Test("a host name given in the configuration is served")
    func configuredHost() async throws {
        var configuration = HTTPServerConfiguration.forTests
        configuration.allowedHosts = ["discover.test"]
        let fixture = try server(configuration)
        #expect(try await RawConnection.exchange("GET / HTTP/1.1\r\nHost: Discover.Test:80\r\n\r\n", port: fixture.port)?.status == 200)
        #expect(try await RawConnection.exchange("GET / HTTP/1.1\r\nHost: other.test\r\n\r\n", port: fixture.port)?.status == 421)
    }

    @Test("a request that trickles in past the deadline gets 408 and the connection closes before it is complete")
    func requestDeadline() async throws {
        var configuration = HTTPServerConfiguration.forTests
        configuration.requestTimeout = .milliseconds(500)
        let fixture = try server(configuration)
        let connection = try RawConnection(port: fixture.port)
        // 200 bytes, one every 50 ms: about 10 s if nothing stops it.
        let trickle = Array("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: 160)
        var sent = 0
        for byte in trickle {
            guard connection.send([byte]) else { break }
            sent += 1
            if await connection.isEndedByServer(within: .milliseconds(50)) { break }
        }
        #expect(sent < trickle.count, "the server let the whole trickle in")
        #expect(await connection.response()?.status == 408)
    }

    @Test("at the connection cap, a new connection takes the place of the oldest one still sending its request")
    func evictsOldestReader() async throws {
        var configuration = HTTPServerConfiguration.forTests
        configuration.maximumConnections = 2
        // The half-sent requests must still be arriving when the third comes, however long the
        // test process stalls: only the cap may close them here, not the request deadline.
        configuration.requestTimeout = .seconds(600)
        let fixture = try server(configuration)
        let oldest = try RawConnection(port: fixture.port)
        oldest.send("GET / HTTP/1.1\r\n")
        try await waitUntil { fixture.server.openConnections == 1 }
        let second = try RawConnection(port: fixture.port)
        second.send("GET / HTTP/1.1\r\n")
        try await waitUntil { fixture.server.openConnections == 2 }
        let response = try #require(try await RawConnection.exchange("GET /ok HTTP/1.1\r\nHost: localhost\r\n\r\n", port: fixture.port))
        #expect(response.status == 200)
        #expect(await oldest.response()?.status == 503)
        #expect(fixture.server.openConnections <= 2)
    }

    @Test("when every connection is being answered, a new one gets 503 with Retry-After at once")
    func refusesWhenAllAnswering() async throws {
        var configuration = HTTPServerConfiguration.forTests
        configuration.maximumConnections = 1
        let gate = AsyncStream<Void>.makeStream()
        let fixture = try HTTPFixture(configuration: configuration) { _ in
            for await _ in gate.stream { break }
            return HTTPResponse(status: 204)
        }
        let busy = try RawConnection(port: fixture.port)
        busy.send("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")
        try await Task.sleep(for: .milliseconds(200))
        let refused = try #require(try await RawConnection.exchange("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n", port: fixture.port))
        #expect(refused.status == 503)
        #expect(refused.headers["retry-after"] == "1")
        gate.continuation.yield()
        #expect(await busy.response()?.status == 204)
    }

    @Test("a held refusal is sent after its delay, or at once when a new connection needs its place")
    func heldResponses() async throws {
        var configuration = HTTPServerConfiguration.forTests
        configuration.maximumConnections = 1
        let fixture = try HTTPFixture(configuration: configuration) { request in
            request.path == ["slow-refusal"] ? HTTPResponse(status: 429, delay: .seconds(30)) : HTTPResponse(status: 204)
        }
        let held = try RawConnection(port: fixture.port)
        held.send("GET /slow-refusal HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(await !held.isEndedByServer(within: .milliseconds(300)))
        // Until the server has read the slow request and holds its refusal, that connection is
        // being answered and a new one is refused with 503 (see `refusesWhenAllAnswering`); on a
        // loaded machine that can take longer than the wait above, so ask again a while.
        var status: Int?
        for _ in 0..<50 {
            status = try await RawConnection.exchange("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n", port: fixture.port)?.status
            guard status == 503 else { break }
            try await Task.sleep(for: .milliseconds(200))
        }
        #expect(status == 204)
        #expect(await held.response()?.status == 429)
    }

    @Test("the server keeps serving after garbage, a refusal and a client that hangs up")
    func keepsServing() async throws {
        let fixture = try server()
        #expect(try await RawConnection.exchange("\u{0}\u{1}\u{2}\r\n\r\n", port: fixture.port)?.status == 400)
        do {
            let hangUp = try RawConnection(port: fixture.port)
            hangUp.send("GET / HTTP/1.1\r\nHost: loc")
        }
        #expect(try await RawConnection.exchange("GET /ok HTTP/1.1\r\nHost: localhost\r\n\r\n", port: fixture.port)?.status == 200)
    }

    @Test("a target is split into decoded path segments and query items")
    func parsesTarget() throws {
        let target = try #require(HTTPRequest.parseTarget("/places/S%C3%A3o?q=s%C3%A3o+paulo&limit=5"))
        #expect(target.path == ["places", "São"])
        #expect(target.query["limit"] == "5")
    }

    @Test(
        "targets that are not an absolute path with valid percent-encoding are refused",
        arguments: ["", "*", "http://x/", "/a%zz", "/a%", "/%ff", "/p?q=%zz"])
    func refusesTarget(_ target: String) {
        #expect(HTTPRequest.parseTarget(target) == nil)
    }

    /// Polls `condition` every 10 ms for up to 90 s (a bound for a broken server, not a timing:
    /// the test process may stall for tens of seconds on a loaded machine).
    private func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(90)
        while !condition(), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(condition())
    }
}
