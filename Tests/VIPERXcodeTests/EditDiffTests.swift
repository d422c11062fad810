import Testing
@testable import VIPERXcode

@Suite("Unified diffs from text edits")
struct EditDiffTests {
    static let text = Array((1...20).map { "line \($0)\n" }.joined().utf8)

    static func offset(ofLine line: Int) -> Int {
        Array(text).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).prefix(line - 1).reduce(0) { $0 + $1.count + 1 }
    }

    @Test("inserted lines are additions between three lines of context")
    func insertion() {
        let edit = TextEdit(at: Self.offset(ofLine: 5), insert: Array("new\n".utf8), order: 0)
        #expect(EditDiff(text: Self.text, edits: [edit], path: "p").lines == [
            "--- a/p", "+++ b/p", "@@ -2,6 +2,7 @@",
            " line 2", " line 3", " line 4", "+new", " line 5", " line 6", " line 7",
        ])
    }

    @Test("a change inside a line shows the line removed and added; near changes share a hunk, far ones do not")
    func midLineAndHunks() {
        let five = Self.offset(ofLine: 5)
        let edits = [
            TextEdit(range: (five + 5)..<(five + 6), replacement: Array("five".utf8), order: 0),
            TextEdit(range: Self.offset(ofLine: 7)..<Self.offset(ofLine: 8), replacement: [], order: 1),
            TextEdit(at: Self.offset(ofLine: 18) + 7, insert: Array("!".utf8), order: 2),
        ]
        let lines = EditDiff(text: Self.text, edits: edits, path: "p").lines
        #expect(lines == [
            "--- a/p", "+++ b/p", "@@ -2,9 +2,8 @@",
            " line 2", " line 3", " line 4", "-line 5", "+line five", " line 6", "-line 7", " line 8", " line 9", " line 10",
            "@@ -15,6 +14,6 @@",
            " line 15", " line 16", " line 17", "-line 18", "+line 18!", " line 19", " line 20",
        ])
    }

    @Test("no edits, no diff")
    func empty() {
        #expect(EditDiff(text: Self.text, edits: [], path: "p").lines.isEmpty)
    }
}
