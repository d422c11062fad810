import Dispatch
import Testing
import VIPERTesting

@Suite("Recorder")
struct RecorderTests {
    @Test("values come back in recording order, with count, last and isEmpty")
    func ordering() {
        let recorder = Recorder<String>()
        #expect(recorder.isEmpty)
        #expect(recorder.last == nil)
        ["a", "b", "c"].forEach(recorder.record)
        #expect(recorder.values == ["a", "b", "c"])
        #expect(recorder.count == 3)
        #expect(recorder.last == "c")
        #expect(!recorder.isEmpty)
    }

    @Test("drain returns everything and empties the log; reset empties it")
    func drainAndReset() {
        let recorder = Recorder<Int>()
        [1, 2].forEach(recorder.record)
        #expect(recorder.drain() == [1, 2])
        #expect(recorder.isEmpty)
        recorder.record(3)
        recorder.reset()
        #expect(recorder.values == [])
    }

    @Test("recording from 8 threads loses nothing and keeps each thread's order")
    func concurrentRecording() {
        struct Entry: Equatable {
            let thread: Int
            let index: Int
        }
        let recorder = Recorder<Entry>()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<1_000 { recorder.record(Entry(thread: thread, index: index)) }
        }
        let values = recorder.values
        #expect(values.count == 8_000)
        for thread in 0..<8 {
            #expect(values.filter { $0.thread == thread }.map(\.index) == Array(0..<1_000))
        }
    }
}

@MainActor
@Suite("RenderSpy")
struct RenderSpyTests {
    @Test("records every rendered state and exposes the current one")
    func recordsStates() {
        let spy = RenderSpy<Int>()
        #expect(spy.current == nil)
        spy.render(1)
        spy.render(2)
        #expect(spy.states.values == [1, 2])
        #expect(spy.current == 2)
    }
}

@Suite("AsyncGate")
struct AsyncGateTests {
    @Test("waiters are held until open, and later waiters pass at once")
    func holdsUntilOpen() async {
        let gate = AsyncGate()
        let passed = Recorder<Int>()
        let waiter = Task {
            await gate.wait()
            passed.record(1)
        }
        while gate.waiterCount == 0 { await Task.yield() }
        #expect(passed.isEmpty)
        gate.open()
        await waiter.value
        await gate.wait()
        passed.record(2)
        #expect(passed.values == [1, 2])
        #expect(gate.waiterCount == 0)
    }
}
