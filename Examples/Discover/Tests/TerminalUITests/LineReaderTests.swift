import Dispatch
import Foundation
import Testing

@testable import TerminalUI

@Suite("LineReader")
@MainActor
struct LineReaderTests {
    private func readAll(_ reader: LineReader) async -> [LineEvent] {
        var events: [LineEvent] = []
        await reader.run { event in
            MainActor.assertIsolated()
            events.append(event)
            return .continue
        }
        return events
    }

    @Test("lines arrive without terminators, the last one even without a newline, then end of input")
    func linesThenEnd() async {
        let pipe = TestPipe()
        pipe.write("email anna@example.com\r\npassword secret\n\nsubmit")
        pipe.closeWriteEnd()
        let events = await readAll(LineReader(fileDescriptor: pipe.readEnd))
        #expect(events == [.line("email anna@example.com"), .line("password secret"), .line(""), .line("submit"), .endOfInput])
    }

    @Test("invalid UTF-8 becomes the replacement character instead of failing")
    func invalidUTF8() async {
        let pipe = TestPipe()
        pipe.write([0x61, 0xFF, 0x62, 0x0A])
        pipe.closeWriteEnd()
        let events = await readAll(LineReader(fileDescriptor: pipe.readEnd))
        #expect(events == [.line("a\u{FFFD}b"), .endOfInput])
    }

    @Test("a script file is read line by line")
    func scriptFile() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("terminalui-\(UUID()).script").path
        try "tab\ntype anna\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let events = await readAll(try LineReader(scriptPath: path))
        #expect(events == [.line("tab"), .line("type anna"), .endOfInput])
    }

    @Test("a missing script file throws an error naming the path")
    func missingScript() {
        #expect(throws: TerminalError.cannotOpenScript(path: "/nonexistent/login.script", errno: ENOENT)) {
            try LineReader(scriptPath: "/nonexistent/login.script")
        }
        #expect("\(TerminalError.cannotOpenScript(path: "/x.script", errno: ENOENT))".contains("/x.script"))
    }

    @Test("the handler can stop early and run returns the line it stopped on")
    func stopsEarly() async {
        let pipe = TestPipe()
        pipe.write("one\nquit\nthree\n")
        let reader = LineReader(fileDescriptor: pipe.readEnd)
        var seen: [LineEvent] = []
        let last = await reader.run { event in
            seen.append(event)
            return event == .line("quit") ? .stop : .continue
        }
        #expect(last == .line("quit"))
        #expect(seen == [.line("one"), .line("quit")])
    }

    @Test("lines written from 8 threads at once all arrive whole")
    func concurrentWriters() async {
        let pipe = TestPipe()
        let perThread = 100
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                for index in 0..<perThread { pipe.write("thread \(thread) line \(index)\n") }
            }
            pipe.closeWriteEnd()
        }
        let events = await readAll(LineReader(fileDescriptor: pipe.readEnd))
        let lines = events.compactMap { event -> String? in
            if case .line(let line) = event { line } else { nil }
        }
        let expected = (0..<8).flatMap { thread in (0..<perThread).map { "thread \(thread) line \($0)" } }
        #expect(lines.sorted() == expected.sorted())
        #expect(events.last == .endOfInput)
    }
}
