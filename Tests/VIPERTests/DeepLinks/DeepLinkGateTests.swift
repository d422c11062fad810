import Testing
import VIPER

@MainActor
@Suite("DeepLinkGate")
struct DeepLinkGateTests {
    /// Links a gate delivered, in order.
    final class Delivered {
        var links: [String] = []
    }

    @Test("an open gate delivers links as they arrive")
    func openDelivers() {
        let delivered = Delivered()
        let gate = DeepLinkGate<String>(isOpen: true) { delivered.links.append($0) }
        #expect(gate.receive("discover://poi/1") == .delivered)
        #expect(delivered.links == ["discover://poi/1"])
    }

    @Test("a closed gate holds the link and replays it when opened, as after logging in")
    func holdThenReplay() {
        let delivered = Delivered()
        let gate = DeepLinkGate<String> { delivered.links.append($0) }
        #expect(gate.receive("discover://poi/1") == .held(dropped: nil))
        #expect(delivered.links.isEmpty)
        gate.open()
        #expect(delivered.links == ["discover://poi/1"])
        #expect(gate.held.isEmpty)
    }

    @Test("the latest policy keeps only the most recent link")
    func latestOnly() {
        let delivered = Delivered()
        let gate = DeepLinkGate<String> { delivered.links.append($0) }
        gate.receive("a://1")
        #expect(gate.receive("a://2") == .held(dropped: "a://1"))
        gate.open()
        #expect(delivered.links == ["a://2"])
    }

    @Test("a bounded queue keeps the newest links up to its limit and replays them oldest first")
    func boundedQueue() {
        let delivered = Delivered()
        let gate = DeepLinkGate<String>(policy: .queue(limit: 2)) { delivered.links.append($0) }
        gate.receive("a://1")
        gate.receive("a://2")
        #expect(gate.receive("a://3") == .held(dropped: "a://1"))
        gate.open()
        #expect(delivered.links == ["a://2", "a://3"])
    }

    @Test("a queue limit below one holds one link")
    func nonPositiveLimit() {
        let gate = DeepLinkGate<String>(policy: .queue(limit: 0)) { _ in }
        gate.receive("a://1")
        gate.receive("a://2")
        #expect(gate.held == ["a://2"])
    }

    @Test("closing the gate holds links again; discardHeld forgets them, as on logout")
    func closeAndDiscard() {
        let delivered = Delivered()
        let gate = DeepLinkGate<String>(isOpen: true) { delivered.links.append($0) }
        gate.close()
        gate.receive("a://1")
        gate.discardHeld()
        gate.open()
        #expect(delivered.links.isEmpty)
        #expect(gate.isOpen)
    }

    @Test("a link that closes the gate while replaying leaves the rest held")
    func closeDuringReplay() {
        let delivered = Delivered()
        var gate: DeepLinkGate<String>?
        gate = DeepLinkGate(policy: .queue(limit: 3)) { link in
            delivered.links.append(link)
            if link == "a://logout" { gate?.close() }
        }
        gate?.receive("a://logout")
        gate?.receive("a://2")
        gate?.receive("a://3")
        gate?.open()
        #expect(delivered.links == ["a://logout"])
        #expect(gate?.held == ["a://2", "a://3"])
    }

    @Test("a held deep link drives navigation once Login → Home opens the gate")
    func endToEnd() throws {
        let table = try DiscoverLinks.table()
        let stack = ScreenStack(root: AppRoute.login)
        let gate = DeepLinkGate<String> { url in
            guard let steps = try? table.resolve(url) else { return }
            try? stack.perform(steps)
        }
        gate.receive("discover://poi/42")
        #expect(stack.state.stack == [.login])
        try stack.setRoot(.home)
        gate.open()
        #expect(stack.state.stack == [.favorites, .detail(id: 42)])
    }
}
