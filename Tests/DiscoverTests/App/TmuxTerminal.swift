import Foundation

/// A real terminal for end-to-end tests: runs a command inside a detached tmux session
/// of 80×24 on a private server socket, types into it and reads the screen.
struct TmuxTerminal {
    enum Failure: Error, CustomStringConvertible {
        case tmuxFailed(arguments: [String], status: Int32, output: String)
        case timedOut(waitingFor: String, screen: String)

        var description: String {
            switch self {
            case .tmuxFailed(let arguments, let status, let output):
                "tmux \(arguments.joined(separator: " ")) exited \(status): \(output)"
            case .timedOut(let text, let screen):
                "timed out waiting for \"\(text)\"; the screen was:\n\(screen)"
            }
        }
    }

    private let socket = "viperkit-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    private let session = "discover"

    /// Starts `command` (a shell command line) in a new 80×24 session.
    init(command: String, environment: [String: String] = [:]) throws {
        let exports = environment.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        try tmux(["new-session", "-d", "-x", "80", "-y", "24", "-s", session, "env \(exports) \(command)"])
    }

    /// Types `keys` (tmux key names such as `Enter`, `Tab`, `Escape`, `C-c`, or literal text with `literal`).
    func send(_ keys: String..., literal: Bool = false) throws {
        try tmux(["send-keys", "-t", session] + (literal ? ["-l"] : []) + keys)
    }

    /// The visible screen, one line per row.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", session])
    }

    /// Waits until the screen shows `text`; returns the screen.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(20)) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        var last = ""
        while ContinuousClock.now < deadline {
            last = (try? screen()) ?? last
            if last.contains(text) { return last }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw Failure.timedOut(waitingFor: text, screen: last)
    }

    /// Whether the session's command is still running.
    func isRunning() -> Bool {
        (try? tmux(["has-session", "-t", session])) != nil
    }

    /// Ends the tmux server and everything in it.
    func close() {
        _ = try? tmux(["kill-server"])
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-L", socket] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failure.tmuxFailed(arguments: arguments, status: process.terminationStatus, output: output)
        }
        return output
    }
}
