/// A list's selected row and scroll position: the state behind a scrolling list.
///
/// It knows how many items there are and how many rows it may use, and keeps the
/// selection inside the visible window as the selection moves, the count changes
/// (a new page arrived, a search narrowed the results) or the height changes.
///
/// ```swift
/// var list = SelectableList(count: places.count, visibleHeight: 15)
/// list.handle(.down)                         // selects the next row, scrolling if needed
/// list.draw(rows: places.map(\.name), in: &canvas, top: 3, width: 80)
/// if list.isNearEnd(within: 3) { presenter.didReachEndOfList() }
/// ```
public struct SelectableList: Hashable, Sendable {
    /// What marks the selected row, so the selection shows even without styles.
    public static let selectionMarker = "› "

    /// How many items the list holds.
    public private(set) var count: Int
    /// The selected item, or `nil` when the list is empty.
    public private(set) var selectedIndex: Int?
    /// The first item on screen.
    public private(set) var firstVisibleIndex: Int = 0
    /// How many rows the list may use.
    public private(set) var visibleHeight: Int

    /// Creates a list of `count` items showing `visibleHeight` rows, first item selected.
    public init(count: Int = 0, visibleHeight: Int) {
        self.count = max(0, count)
        self.visibleHeight = max(1, visibleHeight)
        self.selectedIndex = self.count > 0 ? 0 : nil
    }

    /// The items on screen, top to bottom.
    public var visibleRange: Range<Int> {
        firstVisibleIndex..<min(count, firstVisibleIndex + visibleHeight)
    }

    /// Whether the selection is within `distance` items of the last one (time to ask
    /// for the next page).
    public func isNearEnd(within distance: Int) -> Bool {
        selectedIndex.map { $0 >= count - 1 - max(0, distance) } ?? false
    }

    /// Changes the number of items, keeping the selected index when it still exists.
    public mutating func setCount(_ newCount: Int) {
        count = max(0, newCount)
        selectedIndex = count == 0 ? nil : min(selectedIndex ?? 0, count - 1)
        keepSelectionVisible()
    }

    /// Changes the number of rows the list may use.
    public mutating func setVisibleHeight(_ height: Int) {
        visibleHeight = max(1, height)
        keepSelectionVisible()
    }

    /// Selects item `index`, clamped to the list.
    public mutating func select(_ index: Int) {
        guard count > 0 else { return }
        selectedIndex = min(max(0, index), count - 1)
        keepSelectionVisible()
    }

    /// Applies a movement key (Up, Down, Page Up, Page Down, Home, End) and returns
    /// whether it was one.
    @discardableResult
    public mutating func handle(_ key: Key) -> Bool {
        let current = selectedIndex ?? 0
        switch key {
        case .up: select(current - 1)
        case .down: select(current + 1)
        case .pageUp: select(current - visibleHeight)
        case .pageDown: select(current + visibleHeight)
        case .home: select(0)
        case .end: select(count - 1)
        default: return false
        }
        return true
    }

    /// Draws the visible `rows` (one string per item, indexed like the list) from row
    /// `top`, `width` columns wide; the selected row is marked and reversed, and arrows
    /// at the right edge show that more items lie above or below.
    public func draw(rows: [String], in canvas: inout Canvas, top: Int, column: Int = 0, width: Int) {
        guard width > 2 else { return }
        for (offset, index) in visibleRange.enumerated() {
            let row = top + offset
            let isSelected = index == selectedIndex
            let marker = isSelected ? Self.selectionMarker : String(repeating: " ", count: Self.selectionMarker.count)
            let text = index < rows.count ? rows[index] : ""
            canvas.write((marker + text).truncated(toWidth: width - 1), row: row, column: column)
            if isSelected { canvas.fill(row: row, column: column, width: width - 1, style: .reverse) }
        }
        if firstVisibleIndex > 0 { canvas.write("↑", row: top, column: column + width - 1, style: .dim) }
        if visibleRange.upperBound < count {
            canvas.write("↓", row: top + visibleHeight - 1, column: column + width - 1, style: .dim)
        }
    }

    private mutating func keepSelectionVisible() {
        let selected = selectedIndex ?? 0
        if selected < firstVisibleIndex {
            firstVisibleIndex = selected
        } else if selected >= firstVisibleIndex + visibleHeight {
            firstVisibleIndex = selected - visibleHeight + 1
        }
        firstVisibleIndex = max(0, min(firstVisibleIndex, count - visibleHeight))
    }
}
