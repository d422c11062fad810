import Foundation
@testable import Discover
import DiscoverServer

/// A Discover API server on an ephemeral loopback port, stopped when the fixture is released.
final class HTTPFixture: Sendable {
    let server: HTTPServer
    let port: UInt16
    let baseURL: URL

    /// Serves `handler` on 127.0.0.1 within `configuration`.
    init(configuration: HTTPServerConfiguration = .forTests, handler: @escaping HTTPServer.Handler) throws {
        server = HTTPServer(configuration: configuration, handler: handler)
        port = try server.start()
        baseURL = URL(string: "http://127.0.0.1:\(port)")!
    }

    /// HTTP-backed services talking to this server, giving up after `timeout` seconds. The
    /// default only ends a test whose server never answers: while every suite shares the
    /// process's few threads, a trivial handler may wait a minute for one.
    func client(timeout: TimeInterval = 120) -> DiscoverServices {
        .http(baseURL: baseURL, timeout: timeout)
    }

    /// A bare API client for this server, for tests that hold its credential themselves; it
    /// waits as long as ``client(timeout:)`` does, for the same reason.
    func apiClient(timeout: TimeInterval = 120) -> DiscoverAPIClient {
        DiscoverAPIClient(baseURL: baseURL, timeout: timeout)
    }

    deinit {
        server.stop()
    }
}

extension HTTPServerConfiguration {
    /// The server's defaults, except that a connection may live ten minutes instead of one.
    ///
    /// Handlers run as Swift tasks, and in `swift test` they queue behind every other suite's
    /// work on the process's few cooperative threads: on a loaded two-core machine a handler
    /// answering at once has waited over a minute to start, and the one-minute lifetime closed
    /// its connection unanswered. Only tests about the lifetime itself should set it shorter.
    static var forTests: HTTPServerConfiguration {
        var configuration = HTTPServerConfiguration()
        configuration.connectionLifetime = .seconds(600)
        return configuration
    }
}

/// A real API server over a copy of the imported database, with one account and a hand-moved clock.
struct LiveAPIFixture {
    let auth: AuthFixture
    let local: DiscoverServices
    let api: DiscoverAPI
    let http: HTTPFixture

    init(limits: DiscoverAPI.Limits = .standard) async throws {
        auth = try await AuthFixture()
        let clock = auth.clock
        local = try await DiscoverServices.local(
            database: auth.database, hasher: PasswordHasher(iterations: 1_000), throttling: AuthFixture.throttling,
            now: { clock.now }, demoAccount: nil)
        api = DiscoverAPI(database: auth.database, auth: auth.auth, limits: limits, now: { clock.now })
        http = try HTTPFixture(handler: api.handle)
    }

    /// HTTP-backed services signed in as the fixture's account.
    func signedInClient() async throws -> DiscoverServices {
        let client = http.client()
        _ = try await client.auth.login(email: AuthFixture.email, password: AuthFixture.password)
        return client
    }
}
