/// One key and what it does, as shown in a ``KeyHintFooter``.
public struct KeyHint: Hashable, Sendable {
    /// The key's name as the user reads it: `"Enter"`, `"Tab"`, `"Ctrl-C"`.
    public var key: String
    /// What it does: `"sign in"`.
    public var action: String

    /// Creates a hint.
    public init(_ key: String, _ action: String) {
        self.key = key
        self.action = action
    }
}

/// The bottom line listing the keys that work on a screen: `Enter sign in  Tab next
/// field  Esc back`. Hints that do not fit are left out whole, from the end, never cut.
public struct KeyHintFooter: Hashable, Sendable {
    /// The hints, most important first.
    public var hints: [KeyHint]

    /// Creates a footer.
    public init(_ hints: [KeyHint]) {
        self.hints = hints
    }

    /// The hints that fit in `width` columns, separated by two spaces.
    public func fittingHints(width: Int) -> [KeyHint] {
        var used = -2
        var fitting: [KeyHint] = []
        for hint in hints {
            let hintWidth = TextWidth.of(hint.key) + 1 + TextWidth.of(hint.action)
            guard used + 2 + hintWidth <= width else { break }
            used += 2 + hintWidth
            fitting.append(hint)
        }
        return fitting
    }

    /// Draws the hints that fit on `row`, keys bold and actions dimmed.
    public func draw(in canvas: inout Canvas, row: Int, column: Int = 0, width: Int? = nil) {
        var x = column
        for (index, hint) in fittingHints(width: width ?? canvas.size.columns - column).enumerated() {
            if index > 0 { x += 2 }
            x = canvas.write(hint.key, row: row, column: x, style: .bold)
            x = canvas.write(" " + hint.action, row: row, column: x, style: .dim)
        }
    }
}
