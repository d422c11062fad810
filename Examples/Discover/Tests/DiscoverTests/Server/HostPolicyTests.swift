import Testing
@testable import DiscoverServer

@Suite("Host policy: loopback names only, unless configured")
struct HostPolicyTests {
    @Test(
        "loopback names are accepted with or without a port",
        arguments: [
            "localhost", "LOCALHOST:8080", "localhost.", "127.0.0.1", "127.0.0.1:80", "127.1.2.3", "[::1]", "[::1]:8080", "api.localhost",
        ])
    func acceptsLoopback(_ host: String) {
        #expect(HostPolicy(allowed: []).accepts(host))
    }

    @Test(
        "other names, rebinding tricks and malformed values are refused",
        arguments: [
            "attacker.example", "127.0.0.1.attacker.example", "localhost.attacker.example", "127.0.0.256", "[::2]",
            "localhost:80x", "", "local host", "[::1", "::1",
        ])
    func refusesOthers(_ host: String) {
        #expect(!HostPolicy(allowed: []).accepts(host))
    }

    @Test("a configured name is accepted in any case, with a port")
    func acceptsConfigured() {
        #expect(HostPolicy(allowed: ["discover.test"]).accepts("Discover.TEST:8080"))
        #expect(!HostPolicy(allowed: ["discover.test"]).accepts("sub.discover.test"))
    }
}
