import Testing
import VIPER
import VIPERTesting

@Suite("Debouncer", .timeLimit(.minutes(1)))
@MainActor
struct DebouncerTests {
    @Test("a value is delivered once the quiet period has passed, not before")
    func deliversAfterQuietPeriod() async {
        let clock = TestClock()
        var delivered: [String] = []
        let debouncer = Debouncer<String>(for: .milliseconds(300), clock: clock) { delivered.append($0) }
        debouncer.send("lis")
        await clock.advance(by: .milliseconds(299))
        #expect(delivered.isEmpty)
        #expect(debouncer.hasPendingValue)
        await clock.advance(by: .milliseconds(1))
        #expect(delivered == ["lis"])
        #expect(!debouncer.hasPendingValue)
    }

    @Test("of a burst, only the latest value is delivered, a quiet period after the last send")
    func latestWins() async {
        let clock = TestClock()
        var delivered: [(String, Duration)] = []
        let debouncer = Debouncer<String>(for: .milliseconds(300), clock: clock) {
            delivered.append(($0, clock.now.offset))
        }
        for query in ["l", "li", "lis"] {
            debouncer.send(query)
            await clock.advance(by: .milliseconds(200))
        }
        #expect(delivered.isEmpty)
        await clock.advance(by: .milliseconds(100))
        #expect(delivered.map(\.0) == ["lis"])
        #expect(delivered.map(\.1) == [.milliseconds(700)])
    }

    @Test("values separated by quiet periods are each delivered")
    func separateBursts() async {
        let clock = TestClock()
        var delivered: [Int] = []
        let debouncer = Debouncer<Int>(for: .seconds(1), clock: clock) { delivered.append($0) }
        debouncer.send(1)
        await clock.advance(by: .seconds(1))
        debouncer.send(2)
        await clock.advance(by: .seconds(1))
        #expect(delivered == [1, 2])
    }

    @Test("cancel() drops the pending value")
    func cancelDrops() async {
        let clock = TestClock()
        var delivered: [Int] = []
        let debouncer = Debouncer<Int>(for: .seconds(1), clock: clock) { delivered.append($0) }
        debouncer.send(1)
        debouncer.cancel()
        #expect(!debouncer.hasPendingValue)
        await clock.advance(by: .seconds(2))
        #expect(delivered.isEmpty)
    }

    @Test("detaching the module scope drops the pending value and ignores later sends")
    func detachDrops() async {
        let clock = TestClock()
        let scope = ModuleScope()
        var delivered: [Int] = []
        let debouncer = Debouncer<Int>(for: .seconds(1), clock: clock, scope: scope) { delivered.append($0) }
        debouncer.send(1)
        scope.detach()
        #expect(!debouncer.hasPendingValue)
        debouncer.send(2)
        await clock.advance(by: .seconds(2))
        #expect(delivered.isEmpty)
        #expect(!debouncer.hasPendingValue)
    }

    @Test("a debouncer bound to a live scope delivers normally")
    func scopedDelivers() async {
        let clock = TestClock()
        let scope = ModuleScope()
        var delivered: [Int] = []
        let debouncer = Debouncer<Int>(for: .seconds(1), clock: clock, scope: scope) { delivered.append($0) }
        debouncer.send(1)
        debouncer.send(2)
        await clock.advance(by: .seconds(1))
        #expect(delivered == [2])
        #expect(scope.scheduledTimerCount == 0)
    }

    @Test("releasing the debouncer drops the pending value")
    func releaseDrops() async {
        let clock = TestClock()
        var delivered: [Int] = []
        var debouncer: Debouncer<Int>? = Debouncer(for: .seconds(1), clock: clock) { delivered.append($0) }
        debouncer?.send(1)
        debouncer = nil
        await clock.advance(by: .seconds(2))
        #expect(delivered.isEmpty)
        #expect(clock.sleeperCount == 0)
    }
}
