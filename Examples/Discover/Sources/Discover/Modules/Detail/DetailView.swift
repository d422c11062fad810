import TerminalUI
import VIPER

/// One place in the terminal: its facts, its favorite status and the toggle.
///
/// It draws the ``DetailViewState`` its presenter renders and forwards every intent.
@MainActor
final class DetailTerminalView: DetailView, DiscoverScreen {
    /// The presenter; strong, because the view owns its module.
    var presenter: (any DetailPresentation)?
    var needsDisplay: (@MainActor () -> Void)?

    private var state = DetailViewState(place: .idle)

    let title = "Place"
    let scriptCommands = ["favorite", "back"]

    var keyHints: [KeyHint] {
        [KeyHint("f", "favorite"), KeyHint("Esc", "back"), KeyHint("Ctrl-C", "quit")]
    }

    func render(_ state: DetailViewState) {
        self.state = state
        needsDisplay?()
    }

    func attach() {
        presenter?.viewDidLoad()
    }

    func draw(in canvas: inout Canvas, rows: Range<Int>) {
        let top = rows.lowerBound
        let width = canvas.size.columns - 4
        switch state.place {
        case .idle, .empty:
            break
        case .loading:
            StatusLine.loading("Loading place…").draw(in: &canvas, row: top + 1, column: 2, width: width)
        case .failure(let message):
            StatusLine.error(message).draw(in: &canvas, row: top + 1, column: 2, width: width)
            canvas.write("Press Esc to go back.", row: top + 3, column: 2, style: .dim)
        case .content(let detail):
            drawDetail(detail, top: top, width: width, in: &canvas)
        }
    }

    func handle(_ key: Key) -> Bool {
        switch key {
        case .enter, .character(" "), .character("f"):
            presenter?.didTapFavorite()
        case .escape:
            presenter?.didTapBack()
        default:
            return false
        }
        return true
    }

    func perform(_ command: ScriptCommand) throws(ScriptError) {
        switch command.verb {
        case "favorite":
            presenter?.didTapFavorite()
        case "back":
            presenter?.didTapBack()
        default:
            throw .unknownCommand(command.verb, available: scriptCommands)
        }
    }

    private func drawDetail(_ detail: PlaceDetail, top: Int, width: Int, in canvas: inout Canvas) {
        canvas.write(detail.name.truncated(toWidth: width - 14), row: top + 1, column: 2, style: .bold)
        if detail.isFavorite { canvas.write("★ Favorite", row: top + 1, column: width - 8, style: .bold) }
        let facts = [
            ("Country", detail.country), ("Region", detail.region), ("Population", detail.population),
            ("Coordinates", detail.coordinates), ("Time zone", detail.timezone),
        ]
        for (offset, (label, value)) in facts.enumerated() {
            canvas.write(label, row: top + 3 + offset, column: 2, style: .dim)
            canvas.write(value.truncated(toWidth: width - 14), row: top + 3 + offset, column: 16)
        }
        let button = detail.isFavorite ? "[ ★ Remove from favorites ]" : "[ ☆ Add to favorites ]"
        canvas.write(button, row: top + 9, column: 2, style: .reverse)
        if let notice = state.notice {
            StatusLine.error(notice).draw(in: &canvas, row: top + 11, column: 2, width: width)
        }
    }
}

/// The view the module's builder creates.
typealias DetailScreen = DetailTerminalView
