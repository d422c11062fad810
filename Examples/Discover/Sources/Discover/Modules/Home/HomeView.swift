import TerminalUI
import VIPER

/// Home in the terminal: a search box, the location line, the list of places and a
/// status line.
///
/// Typing goes into the search box (the presenter debounces it); Tab moves between the
/// box and the list; the list asks for more when its selection nears the end. It keeps
/// only the text being typed, the focus and the selection, and forwards every intent.
@MainActor
final class HomeTerminalView: HomeView, DiscoverScreen {
    private enum Focus: CaseIterable, Hashable, Sendable { case search, list }

    /// How close to the last row the selection gets before the next page is asked for.
    static let loadMoreDistance = 3

    /// The presenter; strong, because the view owns its module.
    var presenter: (any HomePresentation)?
    var needsDisplay: (@MainActor () -> Void)?

    private var searchBox = TextField(maxLength: 60)
    private var locationLabel: String?
    private var focus = FormFocus(Focus.search)
    private var list = SelectableList(visibleHeight: 1)
    private var state = HomeViewState.idle

    let title = "Places"
    let scriptCommands = [
        "search <text>", "more", "select <n>", "open [<n>]", "favorites", "location", "clear-location", "logout",
    ]

    /// Ctrl keys in caret notation (^F is Ctrl-F) so all of them fit in 80 columns;
    /// Ctrl-L stays the host's redraw.
    var keyHints: [KeyHint] {
        [
            KeyHint("Enter", "open"), KeyHint("Tab", "list/search"), KeyHint("^F", "favorites"),
            KeyHint("^O", "location"), KeyHint("^X", "clear"), KeyHint("^Q", "sign out"),
        ]
    }

    private var rows: [HomeRow] { state.content?.rows ?? [] }

    func render(_ state: HomeViewState) {
        if state.isLoading { list = SelectableList(visibleHeight: list.visibleHeight) }
        self.state = state
        list.setCount(rows.count)
        needsDisplay?()
    }

    func show(_ searchBar: HomeSearchBar) {
        searchBox.setText(searchBar.query)
        locationLabel = searchBar.locationLabel
        needsDisplay?()
    }

    func attach() {
        presenter?.viewDidLoad()
    }

    /// Waits for the presenter, not only the scope: a typed query sits in its debouncer
    /// before any work starts in the scope.
    func settle() async {
        await presenter?.settle()
    }

    func draw(in canvas: inout Canvas, rows area: Range<Int>) {
        let top = area.lowerBound
        let width = canvas.size.columns - 4
        let isSearching = focus.isFocused(.search)
        drawLabel("Search", isFocused: isSearching, row: top, in: &canvas)
        searchBox.draw(
            in: &canvas, row: top, column: 12, width: width - 10, isFocused: isSearching,
            placeholder: "type a city name")
        let location = locationLabel.map { "\($0) — nearest first" } ?? "none — largest first (Ctrl-O to choose)"
        canvas.write("  Location  " + location, row: top + 1, column: 2, style: .dim, width: width)
        canvas.write(
            Self.line(mark: "", place: "Place", population: "Population", distance: "Distance"),
            row: top + 2, column: 4, style: .dim, width: width - 2)
        list.setVisibleHeight(area.count - 5)
        list.draw(rows: rows.map(Self.line(for:)), in: &canvas, top: top + 3, column: 2, width: width)
        status.draw(in: &canvas, row: area.upperBound - 1, column: 2, width: width)
    }

    func handle(_ key: Key) -> Bool {
        switch key {
        case .tab, .shiftTab:
            focus.handle(key)
        case .control("f"):
            presenter?.didTapFavorites()
        case .control("o"):
            presenter?.didTapChooseLocation()
        case .control("x"):
            presenter?.didTapClearLocation()
        case .control("q"):
            presenter?.didTapLogout()
        case .enter:
            if focus.isFocused(.search) { focus.focus(.list) } else { openSelected() }
        case .down where focus.isFocused(.search):
            focus.focus(.list)
        case .up, .down, .pageUp, .pageDown:
            guard focus.isFocused(.list) else { return false }
            list.handle(key)
            selectionMoved()
        default:
            return editSearch(key)
        }
        needsDisplay?()
        return true
    }

    func perform(_ command: ScriptCommand) throws(ScriptError) {
        switch command.verb {
        case "search":
            searchBox.setText(command.argument)
            presenter?.didChangeQuery(command.argument)
        case "more":
            presenter?.didReachEndOfList()
        case "select":
            list.select(try rowIndex(command))
            selectionMoved()
        case "open":
            if !command.argument.isEmpty { list.select(try rowIndex(command)) }
            guard list.selectedIndex != nil else {
                throw .invalidArgument(verb: "open", expected: "a list with places", found: "no places")
            }
            openSelected()
        case "favorites":
            presenter?.didTapFavorites()
        case "location":
            presenter?.didTapChooseLocation()
        case "clear-location":
            presenter?.didTapClearLocation()
        case "logout":
            presenter?.didTapLogout()
        default:
            throw .unknownCommand(command.verb, available: scriptCommands)
        }
        needsDisplay?()
    }

    private var status: StatusLine {
        switch state {
        case .idle: .idle
        case .loading: .loading("Searching…")
        case .empty: .message("No places match this search.")
        case .failure(let message): .error(message)
        case .content(let content):
            if let notice = content.notice {
                .error(notice)
            } else if content.isLoadingMore {
                .loading("Loading more…")
            } else {
                .message(Self.summary(of: content))
            }
        }
    }

    private func editSearch(_ key: Key) -> Bool {
        guard searchBox.handle(key) else { return false }
        focus.focus(.search)
        presenter?.didChangeQuery(searchBox.text)
        needsDisplay?()
        return true
    }

    private func selectionMoved() {
        if list.isNearEnd(within: Self.loadMoreDistance) { presenter?.didReachEndOfList() }
    }

    private func openSelected() {
        guard let index = list.selectedIndex else { return }
        presenter?.didSelectPlace(id: rows[index].placeID)
    }

    /// The 0-based row a script's 1-based `<n>` names.
    private func rowIndex(_ command: ScriptCommand) throws(ScriptError) -> Int {
        guard let number = Int(command.argument), number >= 1, number <= rows.count else {
            throw .invalidArgument(
                verb: command.verb, expected: "a row number from 1 to \(rows.count)", found: command.argument)
        }
        return number - 1
    }

    private static func summary(of content: HomeContent) -> String {
        let count =
            "\(content.rows.count) place\(content.rows.count == 1 ? "" : "s")"
            + (content.query.isEmpty ? "" : " for “\(content.query)”")
        let more = content.canLoadMore ? ", more below" : ""
        let order = content.locationLabel.map { " — sorted by distance from \($0)" } ?? ""
        return count + more + order
    }

    private static func line(for row: HomeRow) -> String {
        line(
            mark: row.isFavorite ? "★" : "", place: "\(row.name), \(row.country)",
            population: row.population, distance: row.distance ?? "")
    }

    /// One list line: mark, place, population and distance in fixed columns (70 wide).
    private static func line(mark: String, place: String, population: String, distance: String) -> String {
        mark.padded(toWidth: 2) + place.padded(toWidth: 42) + rightAligned(population, 14) + rightAligned(distance, 12)
    }

    private static func rightAligned(_ text: String, _ width: Int) -> String {
        let fitted = text.truncated(toWidth: width)
        return String(repeating: " ", count: max(0, width - TextWidth.of(fitted))) + fitted
    }
}

/// The view the module's builder creates.
typealias HomeScreen = HomeTerminalView
