import Testing

@testable import TerminalUI

@Suite("SelectableList")
struct SelectableListTests {
    @Test("a new list selects its first item; an empty one selects nothing")
    func initialSelection() {
        #expect(SelectableList(count: 3, visibleHeight: 2).selectedIndex == 0)
        #expect(SelectableList(count: 0, visibleHeight: 2).selectedIndex == nil)
    }

    @Test("moving down past the window scrolls it")
    func scrollsDown() {
        var list = SelectableList(count: 10, visibleHeight: 3)
        for _ in 0..<4 { list.handle(.down) }
        #expect(list.selectedIndex == 4)
        #expect(list.visibleRange == 2..<5)
    }

    @Test("moving up past the window scrolls it back")
    func scrollsUp() {
        var list = SelectableList(count: 10, visibleHeight: 3)
        list.handle(.end)
        #expect(list.visibleRange == 7..<10)
        for _ in 0..<3 { list.handle(.up) }
        #expect(list.selectedIndex == 6)
        #expect(list.visibleRange == 6..<9)
    }

    @Test("the selection stops at both ends")
    func clampsAtEnds() {
        var list = SelectableList(count: 3, visibleHeight: 5)
        list.handle(.up)
        #expect(list.selectedIndex == 0)
        for _ in 0..<5 { list.handle(.down) }
        #expect(list.selectedIndex == 2)
    }

    @Test("Page Down and Page Up move by the window height")
    func paging() {
        var list = SelectableList(count: 20, visibleHeight: 5)
        list.handle(.pageDown)
        #expect(list.selectedIndex == 5)
        #expect(list.visibleRange.contains(5))
        list.handle(.pageUp)
        #expect(list.selectedIndex == 0)
    }

    @Test("the selection is visible after any sequence of keys", arguments: [1, 3, 7])
    func selectionAlwaysVisible(height: Int) throws {
        var list = SelectableList(count: 25, visibleHeight: height)
        var random = SplitMix64(seed: UInt64(height))
        let keys: [Key] = [.up, .down, .pageUp, .pageDown, .home, .end]
        for _ in 0..<500 {
            list.handle(keys[Int(random.next() % UInt64(keys.count))])
            let selected = try #require(list.selectedIndex)
            #expect(list.visibleRange.contains(selected))
            #expect(list.visibleRange.count == height)
        }
    }

    @Test("a new page keeps the selection; a shorter list clamps it")
    func countChanges() {
        var list = SelectableList(count: 10, visibleHeight: 4)
        list.select(9)
        list.setCount(20)
        #expect(list.selectedIndex == 9)
        list.setCount(3)
        #expect(list.selectedIndex == 2)
        #expect(list.visibleRange == 0..<3)
        list.setCount(0)
        #expect(list.selectedIndex == nil)
        #expect(list.visibleRange.isEmpty)
    }

    @Test("a smaller height scrolls to keep the selection visible")
    func heightChanges() {
        var list = SelectableList(count: 10, visibleHeight: 8)
        list.select(7)
        list.setVisibleHeight(3)
        #expect(list.visibleRange == 5..<8)
    }

    @Test("near the end is reported within the given distance of the last item")
    func nearEnd() {
        var list = SelectableList(count: 10, visibleHeight: 4)
        list.select(6)
        #expect(!list.isNearEnd(within: 2))
        list.select(7)
        #expect(list.isNearEnd(within: 2))
        #expect(!SelectableList(count: 0, visibleHeight: 4).isNearEnd(within: 2))
    }

    @Test("drawing marks the selected row and shows arrows for hidden items")
    func draws() {
        var list = SelectableList(count: 5, visibleHeight: 3)
        list.select(2)
        list.handle(.down)
        var canvas = Canvas(columns: 12, rows: 4)
        list.draw(rows: ["Alpha", "Bravo", "Charlie", "Delta", "Echo"], in: &canvas, top: 1, width: 12)
        #expect(canvas.plainText == "\n  Bravo    ↑\n  Charlie\n› Delta    ↓")
        #expect(canvas[3, 0].style == .reverse)
        #expect(canvas[2, 0].style == .plain)
    }

    @Test("long rows are cut to the width")
    func drawTruncates() {
        let list = SelectableList(count: 1, visibleHeight: 1)
        var canvas = Canvas(columns: 30, rows: 1)
        list.draw(rows: ["A very long place name indeed"], in: &canvas, top: 0, width: 10)
        #expect(canvas.text(ofRow: 0) == "› A very…")
    }
}
