import Foundation
import Testing
import ToolTestSupport
import VIPERToolSupport

@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test("equal texts have no diff")
    func equalTexts() {
        #expect(UnifiedDiff(old: "a\nb\n", new: "a\nb\n", path: "f").lines.isEmpty)
        #expect(UnifiedDiff(old: "a\nb\n", new: "a\nb\n", path: "f").text == "")
    }

    @Test("a new file is diffed against /dev/null, every line added")
    func newFile() {
        let diff = UnifiedDiff(old: nil, new: "one\ntwo\n", path: "Sources/A.swift")
        #expect(diff.lines == ["--- /dev/null", "+++ b/Sources/A.swift", "@@ -0,0 +1,2 @@", "+one", "+two"])
    }

    @Test("a changed line is shown with three lines of context, as git diff shows it")
    func changedLine() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(
            UnifiedDiff(old: old, new: new, path: "f").lines == [
                "--- a/f", "+++ b/f", "@@ -2,7 +2,7 @@",
                " line 2", " line 3", " line 4", "-line 5", "+line five", " line 6", " line 7", " line 8",
            ])
    }

    @Test("changes far apart get hunks of their own, numbered in both files")
    func separateHunks() {
        let old = (1...30).map { "\($0)" }
        var new = old
        new.insert("inserted", at: 2)
        new[26] = "changed"
        let diff = UnifiedDiff(old: old.joined(separator: "\n"), new: new.joined(separator: "\n"), path: "f")
        #expect(diff.lines.filter { $0.hasPrefix("@@") } == ["@@ -1,5 +1,6 @@", "@@ -23,7 +24,7 @@"])
        #expect(apply(diff, to: old) == new)
    }

    @Test("lines added to a long file make one small hunk")
    func longFile() {
        let old = (0..<30_000).map { "\t\tobject\($0) = {isa = PBXFileReference;};" }
        var new = old
        new.insert(contentsOf: ["\t\tnew1 = {isa = PBXGroup;};", "\t\tnew2 = {isa = PBXGroup;};"], at: 15_000)
        let diff = UnifiedDiff(old: old.joined(separator: "\n") + "\n", new: new.joined(separator: "\n") + "\n", path: "p")
        #expect(diff.lines.count == 2 + 1 + 6 + 2)
        #expect(apply(diff, to: old) == new)
    }

    @Test("a text rewritten beyond the edit limit is still a correct diff")
    func beyondLimit() {
        let old = (0..<5_000).map { "old \($0)" }
        let new = (0..<5_000).map { "new \($0)" }
        let diff = UnifiedDiff(old: old.joined(separator: "\n"), new: new.joined(separator: "\n"), path: "f")
        #expect(apply(diff, to: old) == new)
    }

    @Test("random edits: the diff turns the old text into the new one with the fewest changed lines")
    func randomEdits() {
        var random = SplitMix(state: 0x5EED_0F_D1FF)
        for _ in 0..<300 {
            let old = (0..<Int(random.next() % 14)).map { _ in String(random.next() % 4) }
            let new = (0..<Int(random.next() % 14)).map { _ in String(random.next() % 4) }
            let diff = UnifiedDiff(old: old.joined(separator: "\n"), new: new.joined(separator: "\n"), path: "f")
            if old == new { continue }
            #expect(apply(diff, to: old) == new, "\(old) → \(new)")
            let changed = diff.lines.dropFirst(2).filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count
            #expect(changed == old.count + new.count - 2 * commonSubsequenceLength(old, new), "\(old) → \(new)")
        }
    }
}

/// Applies a unified diff's hunks to `old`, checking each context and removed line.
private func apply(_ diff: UnifiedDiff, to old: [String]) -> [String]? {
    var result: [String] = []
    var cursor = 0
    for line in diff.lines.dropFirst(2) {
        if line.hasPrefix("@@") {
            let oldStart = Int(line.dropFirst(4).prefix { $0 != "," }) ?? 0
            let oldCount = Int(line.split(separator: " ")[1].split(separator: ",")[1]) ?? 0
            let start = oldCount == 0 ? oldStart : oldStart - 1
            guard start >= cursor, start <= old.count else { return nil }
            result += old[cursor..<start]
            cursor = start
        } else if line.hasPrefix("+") {
            result.append(String(line.dropFirst()))
        } else {
            guard cursor < old.count, old[cursor] == String(line.dropFirst()) else { return nil }
            if line.hasPrefix(" ") { result.append(old[cursor]) }
            cursor += 1
        }
    }
    return result + old[cursor...]
}

private func commonSubsequenceLength(_ a: [String], _ b: [String]) -> Int {
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in a.indices.reversed() {
        for j in b.indices.reversed() {
            lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
        }
    }
    return lengths[0][0]
}
