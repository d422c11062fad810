import Dispatch
import Testing

@testable import TerminalUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Raw mode, on a pseudo-terminal. Serialized: these tests change process-wide signal
/// dispositions.
@Suite("RawTerminal", .serialized)
struct RawTerminalTests {
    private static let rawOffFlags = tcflag_t(ECHO | ICANON | ISIG | IEXTEN)

    @Test("entering raw mode on a pipe throws notATerminal naming the descriptor")
    func pipeIsNotATerminal() {
        let pipe = TestPipe()
        let terminal = RawTerminal(input: pipe.readEnd, output: pipe.writeEnd)
        #expect(!terminal.isInteractive)
        #expect(throws: TerminalError.notATerminal(fileDescriptor: pipe.readEnd)) {
            try terminal.enter()
        }
        #expect("\(TerminalError.notATerminal(fileDescriptor: 0))".contains("LineReader"))
    }

    @Test("raw mode turns off echo, line editing and signal keys, and restore puts them back")
    func enterAndRestore() throws {
        let pty = try #require(PseudoTerminal())
        let original = pty.settings()
        let terminal = RawTerminal(input: pty.terminal, output: pty.terminal)
        #expect(terminal.isInteractive)
        try terminal.enter()
        #expect(terminal.isRaw)
        #expect(pty.settings().c_lflag & Self.rawOffFlags == 0)
        #expect(pty.drainOutput() == "\u{1B}[?1049h\u{1B}[?25l")

        terminal.restore()
        #expect(!terminal.isRaw)
        #expect(pty.settings().c_lflag == original.c_lflag)
        #expect(pty.settings().c_iflag == original.c_iflag)
        #expect(pty.drainOutput() == "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    }

    @Test("without the alternate screen only the cursor is hidden and shown")
    func withoutAlternateScreen() throws {
        let pty = try #require(PseudoTerminal())
        let terminal = RawTerminal(input: pty.terminal, output: pty.terminal)
        try terminal.enter(alternateScreen: false)
        terminal.restore()
        #expect(pty.drainOutput() == "\u{1B}[?25l\u{1B}[0m\u{1B}[?25h")
    }

    @Test("restoring from 8 threads at once restores exactly once")
    func concurrentRestore() throws {
        let pty = try #require(PseudoTerminal())
        let terminal = RawTerminal(input: pty.terminal, output: pty.terminal)
        try terminal.enter()
        _ = pty.drainOutput()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in terminal.restore() }
        #expect(pty.drainOutput() == "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        #expect(pty.settings().c_lflag & tcflag_t(ECHO) != 0)
    }

    @Test("withRawMode restores the terminal when its body throws")
    func restoresOnError() async throws {
        struct Failure: Error {}
        let pty = try #require(PseudoTerminal())
        let original = pty.settings()
        let terminal = RawTerminal(input: pty.terminal, output: pty.terminal)
        await #expect(throws: Failure.self) {
            try await terminal.withRawMode {
                #expect(terminal.isRaw)
                throw Failure()
            }
        }
        #expect(!terminal.isRaw)
        #expect(pty.settings().c_lflag == original.c_lflag)
    }

    @Test("SIGTERM restores the terminal and reaches the signal handler instead of exiting")
    func signalRestores() async throws {
        let pty = try #require(PseudoTerminal())
        let terminal = RawTerminal(input: pty.terminal, output: pty.terminal)
        try terminal.enter()
        let (signals, continuation) = AsyncStream.makeStream(of: Int32.self)
        terminal.onSignal { continuation.yield($0) }
        kill(getpid(), SIGTERM)
        var iterator = signals.makeAsyncIterator()
        #expect(await iterator.next() == SIGTERM)
        #expect(!terminal.isRaw)
        #expect(pty.settings().c_lflag & tcflag_t(ECHO) != 0)
    }

    @Test("the size comes from the terminal, and is 80×24 for a pipe")
    func size() throws {
        let pty = try #require(PseudoTerminal())
        pty.setSize(columns: 100, rows: 30)
        #expect(RawTerminal(input: pty.terminal, output: pty.terminal).size == TerminalSize(columns: 100, rows: 30))
        let pipe = TestPipe()
        #expect(TerminalDevice.size(of: pipe.writeEnd) == .standard)
    }

    @Test("a resize signal reaches the key event loop as a resize event with the new size")
    @MainActor
    func resizeEvent() async throws {
        let pty = try #require(PseudoTerminal())
        let terminal = RawTerminal(input: pty.terminal, output: pty.terminal)
        let loop = KeyEventLoop(input: pty.terminal, terminal: terminal)
        let events = loop.events()
        pty.setSize(columns: 90, rows: 20)
        kill(getpid(), SIGWINCH)
        var iterator = events.makeAsyncIterator()
        #expect(await iterator.next() == .resize(TerminalSize(columns: 90, rows: 20)))
        loop.stop()
    }
}
