/// Word wrapping for help text, which is laid out for an 80-column terminal.
enum TextWrapping {
    /// The width help pages are wrapped to.
    static let width = 80

    /// `words` joined by spaces into lines no longer than `width` (a single longer
    /// word gets a line of its own); lines after the first start with `indent` spaces.
    static func wrap(_ words: [String], width: Int = width, firstLineUsed: Int = 0, indent: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var used = firstLineUsed
        for word in words {
            let needed = current.isEmpty ? word.count : current.count + 1 + word.count
            if !current.isEmpty, used + needed > width {
                lines.append(current)
                current = word
                used = indent
            } else {
                current = current.isEmpty ? word : current + " " + word
            }
        }
        lines.append(current)
        return lines.enumerated().map { index, line in
            index == 0 ? line : String(repeating: " ", count: indent) + line
        }
    }

    /// A paragraph re-flowed to `width`, every line indented by `indent` spaces.
    static func paragraph(_ text: String, indent: Int = 0) -> String {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        let pad = String(repeating: " ", count: indent)
        return pad + wrap(words, firstLineUsed: indent, indent: indent).joined(separator: "\n")
    }
}
