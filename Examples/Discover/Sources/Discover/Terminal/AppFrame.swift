import TerminalUI

/// Draws one whole frame of the app: the title bar, the top screen's body, the app's
/// notice line and the footer of key hints. 80×24 is the design size.
@MainActor
enum AppFrame {
    /// Keys every screen understands, added after the screen's own hints.
    static let globalHints = [KeyHint("Esc", "back"), KeyHint("Ctrl-C", "quit")]

    /// The frame for `coordinator`'s current state, `size` cells large.
    static func draw(_ coordinator: AppCoordinator, size: TerminalSize) -> Canvas {
        var canvas = Canvas(size: size)
        let screen = coordinator.topScreen
        let user = coordinator.session.user.map(\.email) ?? "signed out"
        TitleBar("Discover · \(screen?.title ?? "")", trailing: user).draw(in: &canvas, row: 0)
        let bodyRows = 1..<max(1, size.rows - 2)
        screen?.draw(in: &canvas, rows: bodyRows)
        if let notice = coordinator.notice {
            StatusLine.message(notice).draw(in: &canvas, row: size.rows - 2, column: 1, width: size.columns - 2)
        }
        let own = screen?.keyHints ?? []
        let hints = own + globalHints.filter { global in !own.contains { $0.key == global.key } }
        KeyHintFooter(hints).draw(in: &canvas, row: size.rows - 1, column: 1)
        return canvas
    }
}
