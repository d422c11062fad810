/// A unified diff between two texts, line by line, as `--dry-run` prints it:
/// `---`/`+++` headers and `@@` hunks with three lines of context.
struct LineDiff {
    private enum Edit: Equatable {
        case same(String), removed(String), added(String)
    }

    /// The lines of the diff, or none when the texts are equal.
    let lines: [String]

    /// The diff from `old` (nil for a file that does not exist yet) to `new`, for `path`.
    init(old: String?, new: String, path: String, context: Int = 3) {
        guard old != new else {
            lines = []
            return
        }
        let oldLines = old.map(Self.split) ?? []
        let newLines = Self.split(new)
        let edits = Self.edits(oldLines, newLines)
        var output = ["--- \(old == nil ? "/dev/null" : "a/\(path)")", "+++ b/\(path)"]
        output += Self.hunks(edits, context: context)
        lines = output
    }

    private static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A shortest edit script by longest common subsequence; fine for source files.
    private static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append(.same(old[i])); i += 1; j += 1
            } else if j == new.count || (i < old.count && lengths[i + 1][j] >= lengths[i][j + 1]) {
                edits.append(.removed(old[i])); i += 1
            } else {
                edits.append(.added(new[j])); j += 1
            }
        }
        return edits
    }

    private static func hunks(_ edits: [Edit], context: Int) -> [String] {
        let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        guard !changed.isEmpty else { return [] }
        // Group changes whose context windows touch.
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let window = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = ranges.last, window.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...window.upperBound
            } else {
                ranges.append(window)
            }
        }
        var output: [String] = []
        for range in ranges {
            let before = edits[..<range.lowerBound]
            let oldStart = before.filter { if case .added = $0 { false } else { true } }.count
            let newStart = before.filter { if case .removed = $0 { false } else { true } }.count
            let hunk = edits[range]
            let oldCount = hunk.filter { if case .added = $0 { false } else { true } }.count
            let newCount = hunk.filter { if case .removed = $0 { false } else { true } }.count
            output.append("@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@")
            for edit in hunk {
                switch edit {
                case .same(let text): output.append(" \(text)")
                case .removed(let text): output.append("-\(text)")
                case .added(let text): output.append("+\(text)")
                }
            }
        }
        return output
    }
}
