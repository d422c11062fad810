import Dispatch
import Testing

@testable import TerminalUI

@Suite("KeyEventLoop")
@MainActor
struct KeyEventLoopTests {
    @Test("keys written to the input arrive on the main actor in order")
    func keysInOrder() async {
        let pipe = TestPipe()
        let loop = KeyEventLoop(input: pipe.readEnd)
        pipe.write("ab\u{1B}[A\r")
        var received: [TerminalEvent] = []
        await loop.run { event in
            MainActor.assertIsolated()
            received.append(event)
            return received.count == 4 ? .stop : .continue
        }
        #expect(received == [.key(.character("a")), .key(.character("b")), .key(.up), .key(.enter)])
    }

    @Test("a lone Escape is delivered after the escape delay")
    func loneEscape() async {
        let pipe = TestPipe()
        let loop = KeyEventLoop(input: pipe.readEnd, escapeDelay: .milliseconds(20))
        pipe.write("\u{1B}")
        let last = await loop.run { _ in .stop }
        #expect(last == .key(.escape))
    }

    @Test("an escape sequence split across writes arrives as one key")
    func splitSequence() async {
        let pipe = TestPipe()
        // A generous delay: under ThreadSanitizer on a loaded machine the second write has
        // arrived more than 500 ms late; the test still ends as soon as it arrives.
        let loop = KeyEventLoop(input: pipe.readEnd, escapeDelay: .seconds(5))
        pipe.write("\u{1B}[")
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(30)) { pipe.write("6~") }
        let last = await loop.run { _ in .stop }
        #expect(last == .key(.pageDown))
    }

    @Test("Ctrl-C stops the loop when the app says so, with exit status 130")
    func interruptHook() async {
        let pipe = TestPipe()
        let loop = KeyEventLoop(input: pipe.readEnd)
        pipe.write("x\u{03}y")
        var seen: [TerminalEvent] = []
        let last = await loop.run { event in
            seen.append(event)
            return event == .key(.interrupt) ? .stop : .continue
        }
        #expect(last == .key(.interrupt))
        #expect(last?.interruptionExitStatus == 130)
        #expect(seen == [.key(.character("x")), .key(.interrupt)])
    }

    @Test("closing the input delivers end of input and run returns nil")
    func endOfInput() async {
        let pipe = TestPipe()
        let loop = KeyEventLoop(input: pipe.readEnd)
        pipe.write("q")
        pipe.closeWriteEnd()
        var seen: [TerminalEvent] = []
        let last = await loop.run { event in
            seen.append(event)
            return .continue
        }
        #expect(last == nil)
        #expect(seen == [.key(.character("q")), .endOfInput])
    }

    @Test("stop from another thread finishes the event stream")
    func stopFromAnotherThread() async {
        let pipe = TestPipe()
        let loop = KeyEventLoop(input: pipe.readEnd)
        let events = loop.events()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { loop.stop() }
        var count = 0
        for await _ in events { count += 1 }
        #expect(count == 0)
    }

    @Test("keys written from 8 threads at once all arrive, none garbled")
    func concurrentWriters() async {
        let pipe = TestPipe()
        let loop = KeyEventLoop(input: pipe.readEnd)
        let letters = Array("abcdefgh")
        let perThread = 200
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: letters.count) { index in
                for _ in 0..<perThread { pipe.write(String(letters[index])) }
            }
        }
        var counts: [Character: Int] = [:]
        var total = 0
        await loop.run { event in
            if case .key(.character(let letter)) = event { counts[letter, default: 0] += 1 }
            total += 1
            return total == letters.count * perThread ? .stop : .continue
        }
        #expect(counts == Dictionary(uniqueKeysWithValues: letters.map { ($0, perThread) }))
    }

    @Test("interruption exit statuses follow the shell convention")
    func exitStatuses() {
        #expect(TerminalEvent.interrupted(signal: 15).interruptionExitStatus == 143)
        #expect(TerminalEvent.key(.character("c")).interruptionExitStatus == nil)
        #expect(TerminalEvent.endOfInput.interruptionExitStatus == nil)
    }
}
