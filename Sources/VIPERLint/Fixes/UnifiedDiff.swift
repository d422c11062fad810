/// A unified diff (`--- a/… +++ b/… @@ …`) between two versions of a file, with three lines of
/// context, as `git diff` prints it.
///
/// Safe fixes only change text within lines, so lines are compared pairwise; when the line
/// counts differ the whole file is one hunk.
enum UnifiedDiff {
    private static let context = 3

    /// The diff, or an empty string when the texts are equal.
    static func render(original: String, fixed: String, path: String) -> String {
        guard original != fixed else { return "" }
        let old = original.split(separator: "\n", omittingEmptySubsequences: false)
        let new = fixed.split(separator: "\n", omittingEmptySubsequences: false)
        var text = "--- a/\(path)\n+++ b/\(path)\n"
        guard old.count == new.count else {
            text += "@@ -1,\(old.count) +1,\(new.count) @@\n"
            text += old.map { "-\($0)\n" }.joined() + new.map { "+\($0)\n" }.joined()
            return text
        }
        let changed = old.indices.filter { old[$0] != new[$0] }
        var hunks: [ClosedRange<Int>] = []
        for line in changed {
            let range = max(0, line - context)...min(old.count - 1, line + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...range.upperBound
            } else {
                hunks.append(range)
            }
        }
        for hunk in hunks {
            text += "@@ -\(hunk.lowerBound + 1),\(hunk.count) +\(hunk.lowerBound + 1),\(hunk.count) @@\n"
            for line in hunk {
                if old[line] == new[line] {
                    text += " \(old[line])\n"
                } else {
                    text += "-\(old[line])\n+\(new[line])\n"
                }
            }
        }
        return text
    }
}
