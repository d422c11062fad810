import Dispatch
import Testing
import VIPERTesting

/// Which sleepers woke, in wake order.
private typealias WakeLog = Recorder<String>

@Suite("TestClock", .timeLimit(.minutes(1)))
struct TestClockTests {
    @Test("time starts at zero and moves only when advanced")
    func timeMovesOnlyWhenAdvanced() async {
        let clock = TestClock()
        let start = clock.now
        #expect(start.offset == .zero)
        await clock.advance(by: .seconds(2))
        #expect(start.duration(to: clock.now) == .seconds(2))
    }

    @Test("a sleeper wakes when time reaches its deadline, not before")
    func sleeperWakesAtDeadline() async {
        let clock = TestClock()
        let log = WakeLog()
        let sleeper = Task {
            try await clock.sleep(for: .seconds(1))
            log.record("woke")
        }
        await clock.advance(by: .milliseconds(999))
        #expect(log.values.isEmpty)
        #expect(clock.sleeperCount == 1)
        await clock.advance(by: .milliseconds(1))
        try? await sleeper.value
        #expect(log.values == ["woke"])
        #expect(clock.sleeperCount == 0)
    }

    @Test("sleepers wake in deadline order, ties in the order they fell asleep")
    func wakeOrder() async {
        let clock = TestClock()
        let log = WakeLog()
        let start = clock.now
        var tasks: [Task<Void, any Error>] = []
        for (name, seconds) in [("c", 3), ("a", 1), ("b1", 2), ("b2", 2)] {
            tasks.append(
                Task {
                    try await clock.sleep(until: start.advanced(by: .seconds(seconds)))
                    log.record(name)
                })
            while clock.sleeperCount < tasks.count { await Task.yield() }
        }
        await clock.advance(by: .seconds(3))
        for task in tasks { try? await task.value }
        #expect(log.values == ["a", "b1", "b2", "c"])
    }

    @Test("each sleeper sees the clock at its own deadline when it wakes")
    func nowAtWake() async {
        let clock = TestClock()
        let seen = Recorder<Duration>()
        let task = Task {
            for _ in 0..<3 {
                try await clock.sleep(for: .seconds(1))
                seen.record(clock.now.offset)
            }
        }
        await clock.advance(by: .seconds(10))
        try? await task.value
        #expect(seen.values == [.seconds(1), .seconds(2), .seconds(3)])
        #expect(clock.now.offset == .seconds(10))
    }

    @Test("a cancelled sleeper throws CancellationError at once and is forgotten")
    func cancelledSleeperThrows() async {
        let clock = TestClock()
        let task = Task { try await clock.sleep(for: .seconds(5)) }
        while clock.sleeperCount == 0 { await Task.yield() }
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(clock.sleeperCount == 0)
    }

    @Test("sleeping in an already cancelled task throws without registering")
    func sleepInCancelledTask() async {
        let clock = TestClock()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(clock.sleeperCount == 0)
    }

    @Test("sleeping until a past deadline returns at once")
    func pastDeadline() async throws {
        let clock = TestClock()
        await clock.advance(by: .seconds(1))
        try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
        #expect(clock.sleeperCount == 0)
    }

    @Test("a negative advance leaves the time unchanged")
    func negativeAdvance() async {
        let clock = TestClock()
        await clock.advance(by: .seconds(1))
        await clock.advance(by: .seconds(-5))
        #expect(clock.now.offset == .seconds(1))
    }

    @Test("run() wakes every sleeper, including ones started by woken sleepers")
    func runDrainsChains() async {
        let clock = TestClock()
        let log = WakeLog()
        let task = Task {
            try await clock.sleep(for: .seconds(1))
            log.record("first")
            try await clock.sleep(for: .seconds(60))
            log.record("second")
        }
        let woken = await clock.run()
        try? await task.value
        #expect(woken == 2)
        #expect(log.values == ["first", "second"])
        #expect(clock.now.offset == .seconds(61))
    }

    @Test("run(maxWakeUps:) stops a sleeper that never ends")
    func runStopsAtLimit() async {
        let clock = TestClock()
        let task = Task {
            while true { try await clock.sleep(for: .seconds(1)) }
        }
        let woken = await clock.run(maxWakeUps: 5)
        #expect(woken == 5)
        task.cancel()
        _ = await task.result
    }

    @Test("a woken sleeper that its executor picks up late still runs before the next one is woken")
    func lateSleeperKeepsItsTurn() async {
        let clock = TestClock()
        let executor = SlowTaskExecutor(delay: .milliseconds(300))
        let start = clock.now
        let late = Task(executorPreference: executor) {
            try await clock.sleep(until: start.advanced(by: .seconds(1)))
        }
        // What the clock promises is that the late sleeper was picked up again (its
        // second job, after the one that started it) before the next sleeper wakes. Code
        // the late task runs after its `sleep` returns may still be delayed by the
        // machine, so the test looks at the executor's count, not at such code.
        let jobsWhenPromptWoke = Recorder<Int>()
        let prompt = Task {
            try await clock.sleep(until: start.advanced(by: .seconds(2)))
            jobsWhenPromptWoke.record(executor.jobsStarted)
        }
        while clock.sleeperCount < 2 { await Task.yield() }
        await clock.advance(by: .seconds(2))
        try? await late.value
        try? await prompt.value
        #expect(jobsWhenPromptWoke.values == [2])
    }

    @Test("sleepers registered from 8 threads all wake, in deadline order")
    func concurrentSleepers() async {
        let clock = TestClock()
        let log = WakeLog()
        let count = 64
        let start = clock.now
        let ready = Recorder<Task<Void, any Error>>()
        await Task.detached {
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                for index in stride(from: thread, to: count, by: 8) {
                    let task = Task {
                        try await clock.sleep(until: start.advanced(by: .milliseconds(index + 1)))
                        log.record(String(index))
                    }
                    ready.record(task)
                }
            }
        }.value
        while clock.sleeperCount < count { await Task.yield() }
        await clock.advance(by: .seconds(1))
        for task in ready.values { try? await task.value }
        #expect(log.values == (0..<count).map(String.init))
    }
}
