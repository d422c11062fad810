import Testing
import ToolTestSupport
import VIPERSyntax

@Suite("Line table")
struct LineTableTests {
    /// The line and column of every offset of `bytes` (one past the end included), counted byte
    /// by byte from the start.
    static func counted(_ bytes: [UInt8]) -> [(line: Int, column: Int)] {
        var positions = [(line: 1, column: 1)]
        for byte in bytes {
            let last = positions[positions.count - 1]
            positions.append(byte == UInt8(ascii: "\n") ? (last.line + 1, 1) : (last.line, last.column + 1))
        }
        return positions
    }

    /// Expects the table of `bytes` to give every offset its counted position.
    static func expectEveryOffset(_ bytes: [UInt8], _ label: String) {
        let table = LineTable(bytes)
        for (offset, expected) in counted(bytes).enumerated() {
            let position = table.position(ofOffset: offset)
            #expect(position.line == expected.line && position.column == expected.column, "offset \(offset) of \(label)")
        }
    }

    @Test(
        "every offset of a text gets the line and column counted from its start",
        arguments: [
            "", "\n", "\n\n\n", "a", "a\n", "\nfinal class A {}\n", "no trailing newline\nsecond",
            "a\nbb\nccc\ndddd\neeeee\nffffff\nggggggg\nhhhhhhhh\n", "é\n😀\n\n  x",
        ])
    func everyOffset(text: String) {
        Self.expectEveryOffset(Array(text.utf8), text.debugDescription)
    }

    @Test("random texts of up to 300 lines, at every offset")
    func randomTexts() {
        var random = SplitMix(state: 11)
        for round in 0..<60 {
            let lines = (0..<Int.random(in: 0...300, using: &random)).map { _ in
                String(repeating: "x", count: Int.random(in: 0...40, using: &random))
            }
            Self.expectEveryOffset(Array(lines.joined(separator: "\n").utf8), "random text \(round)")
        }
    }
}
