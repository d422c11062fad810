/// A unified diff of a text and the same text with some ``TextEdit``s applied, as `--dry-run`
/// prints it: `---`/`+++` headers and `@@` hunks with three lines of context.
///
/// It works from the edits themselves, so a 30 000-line project file with a few inserted lines
/// costs no more than the lines that changed.
struct EditDiff {
    /// The diff's lines; none when the edits change nothing.
    let lines: [String]

    /// The diff of `text` and `text` with `edits` applied, headed with `path`.
    init(text: [UInt8], edits: [TextEdit], path: String, context: Int = 3) {
        let starts = Self.lineStarts(text)
        let blocks = Self.blocks(text: text, edits: edits, starts: starts)
        guard !blocks.isEmpty else {
            lines = []
            return
        }
        func line(_ index: Int) -> String {
            let end = index + 1 < starts.count ? starts[index + 1] - 1 : text.count
            return String(decoding: text[starts[index]..<max(starts[index], end)], as: UTF8.self)
        }
        let lineCount = text.last == UInt8(ascii: "\n") ? starts.count - 1 : starts.count
        var output = ["--- a/\(path)", "+++ b/\(path)"]
        var hunkStart = 0
        var shift = 0
        while hunkStart < blocks.count {
            var hunkEnd = hunkStart
            while hunkEnd + 1 < blocks.count, blocks[hunkEnd + 1].old.lowerBound - blocks[hunkEnd].old.upperBound <= 2 * context {
                hunkEnd += 1
            }
            let first = max(0, blocks[hunkStart].old.lowerBound - context)
            let last = min(lineCount, blocks[hunkEnd].old.upperBound + context)
            var body: [String] = []
            var oldCount = 0, newCount = 0
            var cursor = first
            var hunkShift = 0
            for block in blocks[hunkStart...hunkEnd] {
                while cursor < block.old.lowerBound {
                    body.append(" " + line(cursor)); cursor += 1; oldCount += 1; newCount += 1
                }
                for index in block.old { body.append("-" + line(index)) }
                for added in block.new { body.append("+" + added) }
                oldCount += block.old.count
                newCount += block.new.count
                hunkShift += block.new.count - block.old.count
                cursor = block.old.upperBound
            }
            while cursor < last {
                body.append(" " + line(cursor)); cursor += 1; oldCount += 1; newCount += 1
            }
            let oldStart = oldCount == 0 ? first : first + 1
            let newStart = newCount == 0 ? first + shift : first + shift + 1
            output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            output += body
            shift += hunkShift
            hunkStart = hunkEnd + 1
        }
        lines = output
    }

    private static func lineStarts(_ text: [UInt8]) -> [Int] {
        var starts = [0]
        for (index, byte) in text.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        return starts
    }

    /// Old lines replaced by new lines; edits that touch the same or adjacent lines form one block.
    private static func blocks(text: [UInt8], edits: [TextEdit], starts: [Int]) -> [(old: Range<Int>, new: [String])] {
        func lineIndex(_ offset: Int) -> Int {
            var low = 0, high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low
        }
        let sorted = edits.sorted { ($0.range.lowerBound, $0.order) < ($1.range.lowerBound, $1.order) }
        var groups: [(lines: Range<Int>, edits: [TextEdit])] = []
        for edit in sorted {
            let wholeLines = starts.contains(edit.range.lowerBound) && (edit.range.upperBound == text.count || starts.contains(edit.range.upperBound))
                && (edit.replacement.isEmpty || edit.replacement.last == UInt8(ascii: "\n"))
            let first = lineIndex(edit.range.lowerBound)
            let last = wholeLines ? lineIndex(edit.range.upperBound) : lineIndex(max(edit.range.lowerBound, edit.range.upperBound - 1)) + 1
            let lines = first..<max(first, last)
            if let previous = groups.last, lines.lowerBound < previous.lines.upperBound
                || (lines.lowerBound == previous.lines.upperBound && (lines.isEmpty || previous.lines.isEmpty) && !wholeLines) {
                groups[groups.count - 1] = (previous.lines.lowerBound..<max(previous.lines.upperBound, lines.upperBound), previous.edits + [edit])
            } else {
                groups.append((lines, [edit]))
            }
        }
        return groups.compactMap { group in
            let start = starts[group.lines.lowerBound]
            let end = group.lines.upperBound < starts.count ? starts[group.lines.upperBound] : text.count
            var replaced: [UInt8] = []
            var position = start
            for edit in group.edits {
                replaced += text[position..<max(position, edit.range.lowerBound)]
                replaced += edit.replacement
                position = max(position, edit.range.upperBound)
            }
            replaced += text[position..<max(position, end)]
            var newLines = replaced.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            if replaced.last == UInt8(ascii: "\n") || replaced.isEmpty { newLines.removeLast() }
            guard Array(text[start..<end]) != replaced else { return nil }
            return (group.lines, newLines)
        }
    }
}
