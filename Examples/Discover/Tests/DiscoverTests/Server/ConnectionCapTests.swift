import Testing
@testable import DiscoverServer

@Suite("discover serve: the connection cap fits the open-file limit")
struct ConnectionCapTests {
    @Test("without --max-connections the default is lowered to the limit less the reserve")
    func defaultCap() {
        #expect(DiscoverServe.connectionCap(asked: nil, openFileLimit: 1_024) == (256, nil))
        #expect(DiscoverServe.connectionCap(asked: nil, openFileLimit: 64).connections == 32)
        #expect(DiscoverServe.connectionCap(asked: nil, openFileLimit: 10).connections == 1)
        #expect(DiscoverServe.connectionCap(asked: nil, openFileLimit: nil) == (256, nil))
    }

    @Test("a cap above the limit is lowered and said; one within it is kept")
    func askedCap() {
        let lowered = DiscoverServe.connectionCap(asked: 1_000, openFileLimit: 64)
        #expect(lowered.connections == 32)
        #expect(lowered.note?.hasPrefix("--max-connections 1000 lowered to 32: the open-file limit is 64") == true)
        #expect(DiscoverServe.connectionCap(asked: 60, openFileLimit: 64) == (60, nil))
        #expect(DiscoverServe.connectionCap(asked: 5_000, openFileLimit: nil) == (5_000, nil))
    }
}
