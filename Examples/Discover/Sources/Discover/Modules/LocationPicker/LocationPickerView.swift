import TerminalUI
import VIPER

/// The location picker in the terminal: the current location, a city search, a
/// coordinates field and the cities found.
///
/// Enter in the city field searches, Enter in the coordinates field submits them,
/// Enter in the list picks the selected city, Esc cancels. It keeps only what is typed,
/// the focus and the selection, and forwards every intent.
@MainActor
final class LocationPickerTerminalView: LocationPickerView, DiscoverScreen {
    private enum Field: CaseIterable, Hashable, Sendable { case city, coordinates, results }

    /// The presenter; strong, because the view owns its module.
    var presenter: (any LocationPickerPresentation)?
    var needsDisplay: (@MainActor () -> Void)?

    private var city = TextField(maxLength: 60)
    private var coordinates = TextField(maxLength: 40)
    private var focus = FormFocus(Field.city)
    private var list = SelectableList(visibleHeight: 1)
    private var state = LocationPickerViewState(currentLabel: nil, results: .idle)

    let title = "Choose a location"
    let scriptCommands = ["city <name>", "pick <n>", "coordinates <latitude, longitude>", "cancel"]

    var keyHints: [KeyHint] {
        [KeyHint("Enter", "search / pick"), KeyHint("Tab", "next field"), KeyHint("Esc", "cancel")]
    }

    private var rows: [LocationPickerRow] { state.results.content ?? [] }

    func render(_ state: LocationPickerViewState) {
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
        canvas.write("Current      " + (state.currentLabel ?? "none"), row: top + 1, column: 2, style: .dim, width: width)
        drawField(
            "City", city, isFocused: focus.isFocused(.city), row: top + 3, column: 17,
            placeholder: "type a name, then Enter", in: &canvas)
        drawField(
            "Coordinates", coordinates, isFocused: focus.isFocused(.coordinates), row: top + 4, column: 17,
            placeholder: "38.72, -9.14", in: &canvas)
        list.setVisibleHeight(area.count - 8)
        list.draw(rows: rows.map { "\($0.name), \($0.country)" }, in: &canvas, top: top + 6, column: 2, width: width)
        status.draw(in: &canvas, row: area.upperBound - 1, column: 2, width: width)
    }

    func handle(_ key: Key) -> Bool {
        switch key {
        case .tab, .shiftTab:
            focus.handle(key)
        case .escape:
            presenter?.didTapCancel()
        case .enter:
            submit()
        case .up, .down, .pageUp, .pageDown:
            guard focus.isFocused(.results) else { return false }
            list.handle(key)
        default:
            if focus.isFocused(.city) { return redrawing(city.handle(key)) }
            if focus.isFocused(.coordinates) { return redrawing(coordinates.handle(key)) }
            return false
        }
        needsDisplay?()
        return true
    }

    func perform(_ command: ScriptCommand) throws(ScriptError) {
        switch command.verb {
        case "city":
            city.setText(command.argument)
            presenter?.didSearchCity(command.argument)
        case "pick":
            guard let number = Int(command.argument), number >= 1, number <= rows.count else {
                throw .invalidArgument(verb: "pick", expected: "a row number from 1 to \(rows.count)", found: command.argument)
            }
            list.select(number - 1)
            presenter?.didPickCity(at: number - 1)
        case "coordinates":
            coordinates.setText(command.argument)
            presenter?.didEnterCoordinates(command.argument)
        case "cancel":
            presenter?.didTapCancel()
        default:
            throw .unknownCommand(command.verb, available: scriptCommands)
        }
        needsDisplay?()
    }

    private var status: StatusLine {
        switch state.results {
        case .idle: .message("Search a city by name, or enter coordinates.")
        case .loading: .loading("Searching…")
        case .empty: .message("No city has this name.")
        case .failure(let message): .error(message)
        case .content(let rows): .message("\(rows.count) cit\(rows.count == 1 ? "y" : "ies") — Tab to the list, Enter picks")
        }
    }

    private func submit() {
        switch focus.focused {
        case .city:
            presenter?.didSearchCity(city.text)
        case .coordinates:
            presenter?.didEnterCoordinates(coordinates.text)
        case .results:
            if let index = list.selectedIndex { presenter?.didPickCity(at: index) }
        }
    }
}

/// The view the module's builder creates.
typealias LocationPickerScreen = LocationPickerTerminalView
