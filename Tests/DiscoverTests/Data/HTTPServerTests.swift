import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import Discover
@testable import DiscoverServer

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
