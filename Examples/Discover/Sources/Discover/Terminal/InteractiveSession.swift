import Foundation
import TerminalUI

/// Runs `discover` on a terminal: raw mode, keys to the screen on top, a redraw after
/// every change (only the changed cells are sent), the terminal restored on every exit.
@MainActor
final class InteractiveSession {
    private let coordinator: AppCoordinator
    private let terminal: RawTerminal
    private let output: ANSITerminalOutput

    /// A session for `coordinator` on `terminal`; `environment` decides colours (NO_COLOR).
    init(coordinator: AppCoordinator, terminal: RawTerminal, environment: [String: String]) {
        self.coordinator = coordinator
        self.terminal = terminal
        self.output = ANSITerminalOutput(terminal: terminal, environment: environment)
    }

    /// Runs until Ctrl-C, end of input or a signal.
    ///
    /// - Returns: the exit status: 0, or 130 for Ctrl-C (128 + n for signal n).
    func run() async throws(TerminalError) -> Int32 {
        try terminal.enter()
        defer { terminal.restore() }
        coordinator.needsDisplay = { [weak self] in self?.redraw() }
        redraw()
        let loop = KeyEventLoop(terminal: terminal)
        let last = await loop.run { event in
            switch event {
            case .key(let key) where key == Key.interrupt:
                return .stop
            case .key(let key):
                self.handle(key)
                return .continue
            case .resize:
                self.output.invalidate()
                self.redraw()
                return .continue
            case .interrupted, .endOfInput:
                return .stop
            }
        }
        coordinator.needsDisplay = nil
        if case .key = last { return 130 }
        return last?.interruptionExitStatus ?? 0
    }

    private func handle(_ key: Key) {
        coordinator.clearNotice()
        if coordinator.topScreen?.handle(key) == true {
            redraw()
            return
        }
        switch key {
        case .escape:
            GlobalCommands.back(coordinator)
        case Key.redraw:
            output.invalidate()
        default:
            break
        }
        redraw()
    }

    private func redraw() {
        output.present(AppFrame.draw(coordinator, size: output.size))
    }
}
