import TerminalUI
import VIPER

/// The user's favorites in the terminal: a selectable list, most recent first.
///
/// It draws the ``FavoritesViewState`` its presenter renders, keeps only the selection,
/// and forwards every intent with the chosen row's place.
@MainActor
final class FavoritesTerminalView: FavoritesView, DiscoverScreen {
    /// The presenter; strong, because the view owns its module.
    var presenter: (any FavoritesPresentation)?
    var needsDisplay: (@MainActor () -> Void)?

    private var state = FavoritesViewState(list: .idle)
    private var list = SelectableList(visibleHeight: 1)

    let title = "Favorites"
    let scriptCommands = ["open <n>", "remove <n>", "back"]

    var keyHints: [KeyHint] {
        [KeyHint("Enter", "open"), KeyHint("r", "remove"), KeyHint("Esc", "back"), KeyHint("Ctrl-C", "quit")]
    }

    private var rows: [FavoriteRow] { state.list.content ?? [] }

    func render(_ state: FavoritesViewState) {
        self.state = state
        list.setCount(rows.count)
        needsDisplay?()
    }

    func attach() {
        presenter?.viewDidLoad()
    }

    func draw(in canvas: inout Canvas, rows area: Range<Int>) {
        let top = area.lowerBound
        let width = canvas.size.columns - 4
        switch state.list {
        case .idle:
            break
        case .loading:
            StatusLine.loading("Loading favorites…").draw(in: &canvas, row: top + 1, column: 2, width: width)
        case .empty:
            canvas.write("No favorites yet. Open a place and press f to add it.", row: top + 1, column: 2, width: width)
        case .failure(let message):
            StatusLine.error(message).draw(in: &canvas, row: top + 1, column: 2, width: width)
            canvas.write("Press Esc to go back.", row: top + 3, column: 2, style: .dim)
        case .content(let rows):
            canvas.write("Your favorites, most recent first", row: top + 1, column: 2, style: .dim, width: width)
            list.setVisibleHeight(area.count - 6)
            let lines = rows.enumerated().map { index, row in
                "\(index + 1). " + row.name.padded(toWidth: 36) + "  " + row.country
            }
            list.draw(rows: lines, in: &canvas, top: top + 3, column: 2, width: width)
        }
        if let notice = state.notice {
            StatusLine.error(notice).draw(in: &canvas, row: area.upperBound - 2, column: 2, width: width)
        }
    }

    func handle(_ key: Key) -> Bool {
        switch key {
        case .enter:
            if let row = selectedRow { presenter?.didSelect(placeID: row.placeID) }
        case .character("r"), .delete, .backspace:
            if let row = selectedRow { presenter?.didTapRemove(placeID: row.placeID) }
        case .escape:
            presenter?.didTapBack()
        default:
            guard list.handle(key) else { return false }
            needsDisplay?()
        }
        return true
    }

    func perform(_ command: ScriptCommand) throws(ScriptError) {
        switch command.verb {
        case "open":
            presenter?.didSelect(placeID: try row(numbered: command).placeID)
        case "remove":
            presenter?.didTapRemove(placeID: try row(numbered: command).placeID)
        case "back":
            presenter?.didTapBack()
        default:
            throw .unknownCommand(command.verb, available: scriptCommands)
        }
    }

    private var selectedRow: FavoriteRow? {
        list.selectedIndex.flatMap { rows.indices.contains($0) ? rows[$0] : nil }
    }

    /// The row a script command's argument numbers, counting from 1 as the screen does.
    private func row(numbered command: ScriptCommand) throws(ScriptError) -> FavoriteRow {
        guard let number = Int(command.argument), rows.indices.contains(number - 1) else {
            let expected = rows.isEmpty ? "a row number, but the list has none" : "a row number from 1 to \(rows.count)"
            throw .invalidArgument(verb: command.verb, expected: expected, found: command.argument)
        }
        return rows[number - 1]
    }
}

/// The view the module's builder creates.
typealias FavoritesScreen = FavoritesTerminalView
