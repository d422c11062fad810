import Testing
import VIPER
import VIPERTesting

@Suite("ModuleScope timers", .timeLimit(.minutes(1)))
@MainActor
struct ModuleScopeTimerTests {
    @Test("a one-shot timer fires once when its delay has passed on the clock, not before")
    func oneShotFiresAtDelay() async {
        let clock = TestClock()
        let scope = ModuleScope()
        var fired = 0
        scope.schedule(after: .seconds(3), clock: clock) { fired += 1 }
        await clock.advance(by: .milliseconds(2_999))
        #expect(fired == 0)
        await clock.advance(by: .milliseconds(1))
        #expect(fired == 1)
        await clock.advance(by: .seconds(10))
        #expect(fired == 1)
        #expect(scope.scheduledTimerCount == 0)
    }

    @Test("the deadline is fixed when the timer is scheduled, even if time moves before its task runs")
    func deadlineFixedAtScheduling() async {
        let clock = TestClock()
        let scope = ModuleScope()
        var firedAt: Duration?
        scope.schedule(after: .seconds(1), clock: clock) { firedAt = clock.now.offset }
        await clock.advance(by: .seconds(5))
        #expect(firedAt == .seconds(1))
    }

    @Test("detaching the scope cancels a pending timer")
    func detachCancelsTimer() async {
        let clock = TestClock()
        let scope = ModuleScope()
        var fired = false
        scope.schedule(after: .seconds(1), clock: clock) { fired = true }
        #expect(scope.scheduledTimerCount == 1)
        scope.detach()
        #expect(scope.scheduledTimerCount == 0)
        await clock.advance(by: .seconds(2))
        #expect(!fired)
    }

    @Test("cancelling the returned task cancels the timer")
    func cancellingTaskCancelsTimer() async {
        let clock = TestClock()
        let scope = ModuleScope()
        var fired = false
        let timer = scope.schedule(after: .seconds(1), clock: clock) { fired = true }
        timer.cancel()
        await clock.advance(by: .seconds(2))
        #expect(!fired)
        #expect(scope.scheduledTimerCount == 0)
    }

    @Test("a timer scheduled on a detached scope never fires")
    func scheduleAfterDetach() async {
        let clock = TestClock()
        let scope = ModuleScope()
        scope.detach()
        var fired = false
        scope.schedule(after: .zero, clock: clock) { fired = true }
        await clock.advance(by: .seconds(1))
        #expect(!fired)
        #expect(scope.scheduledTimerCount == 0)
    }

    @Test("a repeating timer ticks once per interval without drift and stops when the scope detaches")
    func repeatingTicks() async {
        let clock = TestClock()
        let scope = ModuleScope()
        var ticks: [Duration] = []
        scope.schedule(every: .seconds(2), clock: clock) { ticks.append(clock.now.offset) }
        await clock.advance(by: .seconds(7))
        #expect(ticks == [.seconds(2), .seconds(4), .seconds(6)])
        scope.detach()
        await clock.advance(by: .seconds(10))
        #expect(ticks.count == 3)
    }

    @Test("a repeating timer with a zero interval cannot spin: it ticks at most once per nanosecond")
    func zeroIntervalDoesNotSpin() async {
        let clock = TestClock()
        let scope = ModuleScope()
        var ticks = 0
        scope.schedule(every: .zero, clock: clock) { ticks += 1 }
        await clock.advance(by: .nanoseconds(3))
        #expect(ticks == 3)
        scope.detach()
    }

    @Test("settle() does not wait for timers")
    func settleIgnoresTimers() async {
        let clock = TestClock()
        let scope = ModuleScope()
        scope.schedule(every: .seconds(1), clock: clock) {}
        await scope.settle()
        #expect(scope.scheduledTimerCount == 1)
        scope.detach()
    }
}
