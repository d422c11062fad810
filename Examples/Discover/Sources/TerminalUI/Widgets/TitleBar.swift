/// The top bar of a screen: a title on the left and an optional note on the right
/// (a user name, a page count), drawn reversed across the whole width.
public struct TitleBar: Hashable, Sendable {
    /// The screen's title; it keeps priority over ``trailing`` when space is short.
    public var title: String
    /// Text shown at the right end, dropped or cut first when space is short.
    public var trailing: String

    /// Creates a title bar.
    public init(_ title: String, trailing: String = "") {
        self.title = title
        self.trailing = trailing
    }

    /// Draws the bar on `row`, across `width` columns from `column` (default: the
    /// whole canvas width).
    public func draw(in canvas: inout Canvas, row: Int, column: Int = 0, width: Int? = nil) {
        let width = width ?? canvas.size.columns - column
        guard width > 0 else { return }
        let shownTitle = title.truncated(toWidth: width - 2)
        let titleEnd = canvas.write(" " + shownTitle, row: row, column: column, style: .bold, width: width)
        let room = column + width - titleEnd - 3  // a gap of two spaces, one trailing space
        if !trailing.isEmpty && room > 0 {
            let shownTrailing = trailing.truncated(toWidth: room)
            canvas.write(shownTrailing, row: row, column: column + width - 1 - TextWidth.of(shownTrailing))
        }
        canvas.fill(row: row, column: column, width: width, style: .reverse)
        canvas.fill(row: row, column: column + 1, width: TextWidth.of(shownTitle), style: TextStyle([.reverse, .bold]))
    }
}
