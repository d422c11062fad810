/// A replacement of a byte range of a file's UTF-8 text.
struct TextEdit: Sendable, Hashable {
    /// Start of the replaced range (UTF-8 offset).
    var start: Int
    /// End of the replaced range (UTF-8 offset); equal to `start` for an insertion.
    var end: Int
    /// The new text.
    var replacement: String

    /// An insertion at `offset`.
    static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(start: offset, end: offset, replacement: text)
    }
}

extension [TextEdit] {
    /// The text with every edit applied; edits that overlap an earlier one are dropped.
    func applied(to text: String) -> String {
        var bytes = [UInt8](text.utf8)
        var lowestStart = Int.max
        for edit in Set(self).sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
            guard edit.end <= lowestStart || (edit.start == edit.end && edit.start == lowestStart),
                edit.start >= 0, edit.end <= bytes.count
            else { continue }
            bytes.replaceSubrange(edit.start..<edit.end, with: [UInt8](edit.replacement.utf8))
            lowestStart = edit.start
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
