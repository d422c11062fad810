import Testing
import ToolTestSupport
@testable import VIPERLint

@Suite("Line table")
struct LineTableTests {
    /// Line and column of `offset`, counted byte by byte from the start.
    static func counted(_ bytes: [UInt8], offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[..<offset] {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }

    @Test("every offset of a text gets the line and column counted from its start", arguments: [
        "", "\n", "\n\n\n", "a", "a\n", "\nfinal class A {}\n", "no trailing newline\nsecond",
        "a\nbb\nccc\ndddd\neeeee\nffffff\nggggggg\nhhhhhhhh\n", "é\n😀\n\n  x",
    ])
    func everyOffset(text: String) {
        let bytes = Array(text.utf8)
        let table = LineTable(bytes)
        for offset in 0...bytes.count {
            let position = table.position(ofOffset: offset)
            let expected = Self.counted(bytes, offset: offset)
            #expect(position.line == expected.line && position.column == expected.column, "offset \(offset) of \(text.debugDescription)")
        }
    }

    @Test("random texts of up to 300 lines, at every offset")
    func randomTexts() {
        var random = SplitMix(state: 11)
        for _ in 0..<60 {
            let lines = (0..<Int.random(in: 0...300, using: &random)).map { _ in
                String(repeating: "x", count: Int.random(in: 0...40, using: &random))
            }
            let bytes = Array(lines.joined(separator: "\n").utf8)
            let table = LineTable(bytes)
            var line = 1
            var column = 1
            for offset in 0...bytes.count {
                let position = table.position(ofOffset: offset)
                #expect(position.line == line && position.column == column, "offset \(offset) of \(bytes.count)")
                if offset < bytes.count {
                    if bytes[offset] == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
                }
            }
        }
    }
}
