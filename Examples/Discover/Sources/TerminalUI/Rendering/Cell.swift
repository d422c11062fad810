/// One cell of a ``Canvas``: a character and its style.
public struct Cell: Hashable, Sendable {
    /// The character shown; a space for an empty cell.
    public var character: Character
    /// How the character looks.
    public var style: TextStyle
    /// Whether this cell is the right half of the wide character in the cell before it.
    public var isContinuation: Bool

    /// Creates a cell.
    public init(_ character: Character, style: TextStyle = .plain) {
        self.character = character
        self.style = style
        self.isContinuation = false
    }

    /// An empty, unstyled cell.
    public static let blank = Cell(" ")

    /// The right half of a wide character drawn with `style`.
    static func continuation(style: TextStyle) -> Cell {
        var cell = Cell(" ", style: style)
        cell.isContinuation = true
        return cell
    }
}
