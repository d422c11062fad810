/// A unified diff between two versions of a text, line by line, as `git diff` prints it:
/// `---`/`+++` headers and `@@` hunks with three lines of context.
///
/// Every `--dry-run` of the `viper` command prints its changes with it: the files `viper new`
/// writes, the fixes `viper lint --fix` makes and the Xcode project edits. Lines are matched by
/// Myers' O((N+M)·D) algorithm after the common head and tail are set aside, so a few lines added
/// to a 30,000-line project file cost about as much as the lines that changed. When more than
/// ``maximumEditDistance`` lines differ, the changed middle is shown as removed and added whole.
public struct UnifiedDiff: Sendable, Equatable {
    /// How many lines may differ before the diff stops looking for common lines in the middle.
    public static let maximumEditDistance = 4_000

    /// The lines of the diff (without line breaks); none when the texts are equal.
    public let lines: [String]

    /// The diff from `old` (`nil` for a file that does not exist yet, headed `/dev/null`) to
    /// `new`, headed with `path` (an absolute path loses its leading `/` after `a/` and `b/`, as
    /// in `git diff`).
    public init(old: String?, new: String, path: String, context: Int = 3) {
        guard old != new else {
            lines = []
            return
        }
        let edits = Self.edits(Self.lines(of: old ?? ""), Self.lines(of: new))
        let shown = path.hasPrefix("/") ? String(path.dropFirst()) : path
        lines = ["--- \(old == nil ? "/dev/null" : "a/\(shown)")", "+++ b/\(shown)"] + Self.hunks(edits, context: context)
    }

    /// The diff as text: its lines, each ended by a line break; empty when the texts are equal.
    public var text: String {
        lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Matching lines

    private enum Edit: Equatable {
        case same(Substring)
        case removed(Substring)
        case added(Substring)
    }

    private static func lines(of text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A shortest edit script from `old` to `new`.
    private static func edits(_ old: [Substring], _ new: [Substring]) -> [Edit] {
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
            tail += 1
        }
        let oldMiddle = old[head..<(old.count - tail)]
        let newMiddle = new[head..<(new.count - tail)]
        return old[..<head].map(Edit.same)
            + (middleEdits(oldMiddle, newMiddle) ?? oldMiddle.map(Edit.removed) + newMiddle.map(Edit.added))
            + old[(old.count - tail)...].map(Edit.same)
    }

    /// Myers' greedy algorithm; `nil` when the texts differ in more than
    /// ``maximumEditDistance`` lines.
    private static func middleEdits(_ old: ArraySlice<Substring>, _ new: ArraySlice<Substring>) -> [Edit]? {
        let a = Array(old), b = Array(new)
        let n = a.count, m = b.count
        let limit = min(n + m, maximumEditDistance)
        let offset = limit + 1
        // frontier[k + offset]: the furthest x reached on diagonal k = x - y.
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        // The frontier of diagonals -d...d as it was before round d, for the way back.
        var history: [[Int]] = []
        var finished = false
        for d in 0...limit {
            history.append(Array(frontier[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && frontier[k - 1 + offset] < frontier[k + 1 + offset])
                    ? frontier[k + 1 + offset] : frontier[k - 1 + offset] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[k + offset] = x
                if x >= n, y >= m {
                    finished = true
                    break
                }
            }
            if finished { break }
        }
        guard finished else { return nil }
        var reversed: [Edit] = []
        var x = n, y = m
        for d in stride(from: history.count - 1, through: 0, by: -1) {
            let before = history[d]
            func reached(_ k: Int) -> Int { before[k + d] }
            let k = x - y
            let previousK = k == -d || (k != d && reached(k - 1) < reached(k + 1)) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : reached(previousK)
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX, y > previousY {
                reversed.append(.same(a[x - 1]))
                x -= 1
                y -= 1
            }
            guard d > 0 else { break }
            if x == previousX {
                reversed.append(.added(b[y - 1]))
                y -= 1
            } else {
                reversed.append(.removed(a[x - 1]))
                x -= 1
            }
        }
        return reversed.reversed()
    }

    // MARK: - Hunks

    private static func hunks(_ edits: [Edit], context: Int) -> [String] {
        let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        // Changes whose context windows touch share a hunk.
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
        var oldLine = 0, newLine = 0, cursor = 0
        for range in ranges {
            for edit in edits[cursor..<range.lowerBound] { advance(edit, &oldLine, &newLine) }
            var body: [String] = []
            var oldCount = 0, newCount = 0
            for edit in edits[range] {
                switch edit {
                case .same(let text):
                    body.append(" \(text)")
                    oldCount += 1
                    newCount += 1
                case .removed(let text):
                    body.append("-\(text)")
                    oldCount += 1
                case .added(let text):
                    body.append("+\(text)")
                    newCount += 1
                }
            }
            output.append(
                "@@ -\(oldCount == 0 ? oldLine : oldLine + 1),\(oldCount) +\(newCount == 0 ? newLine : newLine + 1),\(newCount) @@")
            output += body
            oldLine += oldCount
            newLine += newCount
            cursor = range.upperBound + 1
        }
        return output
    }

    private static func advance(_ edit: Edit, _ oldLine: inout Int, _ newLine: inout Int) {
        switch edit {
        case .same:
            oldLine += 1
            newLine += 1
        case .removed: oldLine += 1
        case .added: newLine += 1
        }
    }
}
