/// A line-by-line difference between an expected and an actual sequence, as the
/// failure message of ``expectSequence(_:_:_:fileID:filePath:line:column:)`` prints it.
///
/// Lines present in both are shown with two spaces, missing ones with `−`, extra
/// ones with `+`; the alignment is a longest common subsequence, so one wrong
/// element in a long sequence shows as one `−`/`+` pair. Elements read as they are
/// written in a test: `ViewState<SettingsContent, String>.loading`, types without
/// their module.
public struct SequenceDiff: Sendable, Equatable {
    /// One line of the diff.
    public enum Line: Sendable, Equatable {
        /// In both sequences.
        case same(String)
        /// Expected but not found.
        case missing(String)
        /// Found but not expected.
        case extra(String)
    }

    /// The diff's lines, in sequence order.
    public let lines: [Line]

    /// Compares the descriptions of `expected` and `actual`.
    public init<Element: Equatable>(expected: [Element], actual: [Element]) {
        self.lines = Self.align(expected, actual)
    }

    /// Whether the sequences were equal.
    public var isEmpty: Bool {
        lines.allSatisfy { if case .same = $0 { true } else { false } }
    }

    /// The diff as text, one element per line.
    public var text: String {
        lines.map { line in
            switch line {
            case .same(let text): "  \(text)"
            case .missing(let text): "− \(text)"
            case .extra(let text): "+ \(text)"
            }
        }.joined(separator: "\n")
    }

    private static func align<Element: Equatable>(_ expected: [Element], _ actual: [Element]) -> [Line] {
        let rows = expected.count, columns = actual.count
        // lengths[i][j]: length of the longest common subsequence of expected[i...] and actual[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[i][j] =
                    expected[i] == actual[j]
                    ? lengths[i + 1][j + 1] + 1
                    : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0, j = 0
        while i < rows || j < columns {
            if i < rows, j < columns, expected[i] == actual[j] {
                lines.append(.same(describe(expected[i])))
                i += 1
                j += 1
            } else if j == columns || (i < rows && lengths[i + 1][j] >= lengths[i][j + 1]) {
                lines.append(.missing(describe(expected[i])))
                i += 1
            } else {
                lines.append(.extra(describe(actual[j])))
                j += 1
            }
        }
        return lines
    }

    private static func describe(_ value: some Any) -> String {
        WrittenTypeNames.describe(value)
    }
}
