import Foundation

/// A real terminal for end-to-end tests: runs a command inside a detached tmux session
/// of 80×24 on a private server socket, types into it and reads the screen.
struct TmuxTerminal {
    enum Failure: Error, CustomStringConvertible {
        case tmuxFailed(arguments: [String], status: Int32, output: String)
        case timedOut(waitingFor: String, screen: String)
        case exited(how: String, waitingFor: String, output: String)

        var description: String {
            switch self {
            case .tmuxFailed(let arguments, let status, let output):
                "tmux \(arguments.joined(separator: " ")) exited \(status): \(output)"
            case .timedOut(let text, let screen):
                "timed out waiting for \"\(text)\"; the screen was:\n\(screen)"
            case .exited(let how, let text, let output):
                "the command exited (\(how)) before the screen showed \"\(text)\"; its output was:\n\(output)"
            }
        }
    }

    private let socket = "viperkit-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    private let session = "discover"

    /// Starts `command` (a shell command line) in a new 80×24 session. The pane stays after
    /// the command exits (`remain-on-exit`), so a command that fails at once leaves its
    /// message and status to read instead of a session that is simply gone.
    init(command: String, environment: [String: String] = [:]) throws {
        let exports = environment.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        // The tmux server is forked by this first command and inherits its output: a pipe
        // would never reach end of file, so this one call writes to /dev/null. tmux starts
        // the server for the whole list because `new-session` needs one.
        try tmux(
            [
                "set-option", "-g", "remain-on-exit", "on", ";", "new-session", "-d", "-x", "80", "-y", "24", "-s", session,
                "env \(exports) \(command)",
            ],
            capturing: false)
    }

    /// Types `keys` (tmux key names such as `Enter`, `Tab`, `Escape`, `C-c`, or literal text with `literal`).
    func send(_ keys: String..., literal: Bool = false) throws {
        try tmux(["send-keys", "-t", session] + (literal ? ["-l"] : []) + keys)
    }

    /// The visible screen, one line per row; with `styles`, including the SGR escape
    /// sequences of styled cells.
    func screen(styles: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p"] + (styles ? ["-e"] : []) + ["-t", session])
    }

    /// Waits until the screen shows `text`; returns the screen. Fails at once, with the
    /// command's whole output and how it ended, when the command has exited without showing
    /// it. The default bounds a hung app only: on a loaded machine the whole test process
    /// may stall for over a minute, so the screen is read once more after the deadline
    /// before it counts as missed (a task woken late must not fail on a screen read long ago).
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(120)) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        var last = ""
        while true {
            let pastDeadline = ContinuousClock.now >= deadline
            last = (try? screen()) ?? last
            if last.contains(text) { return last }
            if let ending = exitStatus() {
                throw Failure.exited(how: ending, waitingFor: text, output: (try? output()) ?? last)
            }
            if pastDeadline {
                throw Failure.timedOut(waitingFor: text, screen: (try? output()) ?? last)
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Whether the session's command is still running.
    func isRunning() -> Bool {
        exitStatus() == nil
    }

    /// How the command ended once it has exited ("status 1", "signal 9"), nil while it runs.
    private func exitStatus() -> String? {
        guard let fields = try? tmux(["display-message", "-p", "-t", session, "#{pane_dead}|#{pane_dead_status}|#{pane_dead_signal}"])
        else {
            return "unknown: the session is gone"
        }
        let parts = fields.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "|", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "1" else { return nil }
        return parts[2].isEmpty ? "status \(parts[1])" : "signal \(parts[2])"
    }

    /// Everything the pane holds, its scrolled-off history included, without trailing blank lines.
    private func output() throws -> String {
        let text = try tmux(["capture-pane", "-p", "-S", "-", "-t", session])
        return String(text.reversed().drop { $0.isNewline }.reversed())
    }

    /// Ends the tmux server and everything in it.
    func close() {
        _ = try? tmux(["kill-server"])
    }

    /// Runs tmux through `/bin/sh` with `posix_spawn` and `waitpid`, its output in a
    /// temporary file: Foundation's `Process` never reaps the tmux client that forks the
    /// server (it stays a zombie and `waitUntilExit` hangs).
    @discardableResult
    private func tmux(_ arguments: [String], capturing: Bool = true) throws -> String {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let quoted = (["tmux", "-L", socket] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let line = quoted.joined(separator: " ") + " >'\(outputFile.path)' 2>&1 </dev/null"
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = ["/bin/sh", "-c", line].map { (text: String) in strdup(text) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 else {
            throw Failure.tmuxFailed(arguments: arguments, status: -1, output: "cannot start /bin/sh")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = capturing ? ((try? String(contentsOf: outputFile, encoding: .utf8)) ?? "") : ""
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        guard exitStatus == 0 else {
            throw Failure.tmuxFailed(arguments: arguments, status: exitStatus, output: output)
        }
        return output
    }
}
