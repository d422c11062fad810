import Foundation
@testable import Discover
import DiscoverServer

/// A Discover API server on an ephemeral loopback port, stopped when the fixture is released.
final class HTTPFixture: Sendable {
    let server: HTTPServer
    let baseURL: URL

    /// Serves `handler` on 127.0.0.1.
    init(handler: @escaping HTTPServer.Handler) throws {
        server = HTTPServer(handler: handler)
        let port = try server.start()
        baseURL = URL(string: "http://127.0.0.1:\(port)")!
    }

    /// HTTP-backed services talking to this server, giving up after `timeout` seconds.
    func client(timeout: TimeInterval = 5) -> DiscoverServices {
        .http(baseURL: baseURL, timeout: timeout)
    }

    deinit {
        server.stop()
    }
}

/// A real API server over a copy of the imported database, with one account and a hand-moved clock.
struct LiveAPIFixture {
    let auth: AuthFixture
    let local: DiscoverServices
    let http: HTTPFixture

    init() async throws {
        auth = try await AuthFixture()
        let clock = auth.clock
        local = try await DiscoverServices.local(
            database: auth.database, hasher: PasswordHasher(iterations: 1_000),
            lockout: LockoutPolicy(maximumFailures: 3, lockDuration: 300), now: { clock.now }, demoAccount: nil)
        http = try HTTPFixture(handler: DiscoverAPI(services: local).handle)
    }
}
