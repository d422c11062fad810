import TerminalUI

/// Runs `discover` without a terminal: one command per line (from a script file or a
/// pipe), applied to the screen on top, the screen printed as plain text after every
/// command that changed it. The same presenters run as in the interactive app.
///
/// ```text
/// login demo@discover.app discover123
/// search sao paulo
/// open 1
/// favorite
/// ```
@MainActor
final class ScriptSession {
    private let coordinator: AppCoordinator
    private let output: PlainTextOutput
    private let reportError: (String) -> Void
    private var lineNumber = 0
    /// Whether any line failed; the exit status is 1 then.
    private(set) var hasFailed = false
    /// Whether a `quit` line ended the script.
    private(set) var hasQuit = false

    /// A session driving `coordinator`, printing frames to `output` and errors through `reportError`.
    init(coordinator: AppCoordinator, output: PlainTextOutput, reportError: @escaping (String) -> Void) {
        self.coordinator = coordinator
        self.output = output
        self.reportError = reportError
    }

    /// Prints the first frame, then runs every line `reader` delivers until the end or `quit`.
    ///
    /// - Returns: the exit status: 0 when every line ran, 1 when one failed.
    func run(_ reader: LineReader) async -> Int32 {
        await start()
        _ = await reader.run { event in
            guard case .line(let line) = event else { return .stop }
            await self.execute(line)
            return self.hasQuit ? .stop : .continue
        }
        return hasFailed ? 1 : 0
    }

    /// Settles the first screen and prints it.
    func start() async {
        await coordinator.settle()
        present()
    }

    /// Runs one script line, waits for the work it started, and prints the screen.
    func execute(_ line: String) async {
        lineNumber += 1
        guard let command = ScriptCommand(line: line) else { return }
        coordinator.clearNotice()
        switch command.verb {
        case "quit", "exit":
            hasQuit = true
            return
        case "help":
            let screen = coordinator.topScreen?.scriptCommands ?? []
            reportError("Commands here: \((screen + GlobalCommands.scriptVerbs).joined(separator: ", ")).")
            return
        case "show":
            break
        case "back":
            GlobalCommands.back(coordinator)
        case "link":
            do {
                try coordinator.open(link: command.argument)
            } catch {
                fail(error.description)
            }
        default:
            do {
                try coordinator.topScreen?.perform(command)
            } catch .unknownCommand(let verb, let available) {
                fail(ScriptError.unknownCommand(verb, available: available + GlobalCommands.scriptVerbs).description)
            } catch {
                fail(error.description)
            }
        }
        await coordinator.settle()
        present()
    }

    private func present() {
        output.present(AppFrame.draw(coordinator, size: output.size))
    }

    private func fail(_ message: String) {
        hasFailed = true
        reportError("line \(lineNumber): \(message)")
    }
}
