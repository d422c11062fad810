/// Lines of generated Swift with the current indentation, four spaces a level.
struct SourceLines {
    private(set) var lines: [String] = []
    private var depth = 0

    /// Appends `line` at the current indentation (an empty line stays empty).
    mutating func add(_ line: String) {
        lines.append(line.isEmpty ? "" : String(repeating: "    ", count: depth) + line)
    }

    /// Appends `opening`, the lines `body` adds one level deeper, and `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SourceLines) -> Void) {
        add(opening)
        depth += 1
        body(&self)
        depth -= 1
        add(closing)
    }

    /// The lines joined with newlines, ending with one.
    var text: String { lines.joined(separator: "\n") + "\n" }
}
