/// An editable one-line text value with a cursor: the state behind an input field.
///
/// Keys edit it through ``handle(_:)``: characters insert at the cursor (up to
/// ``maxLength``), Backspace and Delete remove, Left / Right / Home / End move, and
/// the readline keys Ctrl-A, Ctrl-E, Ctrl-U and Ctrl-K work. A masked field (a password)
/// shows one ``maskCharacter`` per character.
///
/// ```swift
/// var password = TextField(isMasked: true, maxLength: 64)
/// password.handle(.character("s"))      // true: the key edited the field
/// password.displayText                  // "•"
/// ```
public struct TextField: Hashable, Sendable {
    /// What masked fields show instead of each character.
    public static let maskCharacter: Character = "•"

    /// The value typed so far.
    public private(set) var text: String
    /// The cursor, as a count of characters before it (`0...text.count`).
    public private(set) var cursor: Int
    /// Whether the field shows ``maskCharacter`` instead of its characters.
    public var isMasked: Bool
    /// The most characters the field accepts, or `nil` for no limit.
    public let maxLength: Int?

    /// Creates a field holding `text` (cut to `maxLength`) with the cursor at its end.
    public init(text: String = "", isMasked: Bool = false, maxLength: Int? = nil) {
        self.maxLength = maxLength.map { max(0, $0) }
        self.isMasked = isMasked
        self.text = ""
        self.cursor = 0
        setText(text)
    }

    /// Replaces the value (cut to ``maxLength``) and puts the cursor at its end.
    public mutating func setText(_ newText: String) {
        text = maxLength.map { String(newText.prefix($0)) } ?? newText
        cursor = text.count
    }

    /// What the field shows: the text, or one mask character per character.
    public var displayText: String {
        isMasked ? String(repeating: Self.maskCharacter, count: text.count) : text
    }

    /// Applies an editing key and returns whether it was one (`false` for Enter, Tab,
    /// arrows up and down and the like, which the screen handles).
    @discardableResult
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(character)
        case .backspace: removeCharacter(at: cursor - 1)
        case .delete: removeCharacter(at: cursor)
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(text.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = text.count
        case .control("u"):
            text = String(text.dropFirst(cursor))
            cursor = 0
        case .control("k"): text = String(text.prefix(cursor))
        default: return false
        }
        return true
    }

    /// Draws the visible part of the field in `width` columns at (`row`, `column`),
    /// scrolled so the cursor shows, and places the canvas cursor when `isFocused`.
    /// An empty, unfocused field shows `placeholder`, dimmed.
    public func draw(
        in canvas: inout Canvas, row: Int, column: Int, width: Int, isFocused: Bool, placeholder: String = ""
    ) {
        guard width > 0 else { return }
        if text.isEmpty && !isFocused {
            canvas.write(placeholder.truncated(toWidth: width), row: row, column: column, style: .dim)
            return
        }
        let characters = Array(displayText)
        // Start as far left as possible while the cursor cell still fits in `width`.
        var start = cursor
        var used = 1
        while start > 0 && used + TextWidth.of(characters[start - 1]) <= width {
            start -= 1
            used += TextWidth.of(characters[start])
        }
        let cursorColumn = canvas.write(String(characters[start..<cursor]), row: row, column: column, width: width)
        canvas.write(
            String(characters[cursor...]), row: row, column: cursorColumn, width: column + width - cursorColumn)
        if isFocused { canvas.cursor = Position(row: row, column: cursorColumn) }
    }

    private mutating func insert(_ character: Character) {
        guard maxLength.map({ text.count < $0 }) ?? true else { return }
        let before = String(text.prefix(cursor)) + String(character)
        text = before + text.dropFirst(cursor)
        cursor = min(before.count, text.count)  // a combining mark merges into the character before it
    }

    private mutating func removeCharacter(at index: Int) {
        guard (0..<text.count).contains(index) else { return }
        var characters = Array(text)
        characters.remove(at: index)
        text = String(characters)
        cursor = min(index, text.count)
    }
}
