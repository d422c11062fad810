import Foundation
import Testing

/// The real `discover` binary in a real terminal (tmux, 80×24): typing, reading the
/// screen, and leaving with Ctrl-C.
@Suite("Terminal: the discover binary under tmux", .serialized)
struct TerminalAppTests {
    /// The test's database, removed when the test ends.
    private let temporary = TemporaryDatabase()

    private func binary() throws -> String {
        let folder = try #require(Bundle.main.executableURL?.deletingLastPathComponent())
        let path = folder.appendingPathComponent("discover").path
        try #require(FileManager.default.isExecutableFile(atPath: path), "expected the discover binary at \(path)")
        return path
    }

    private func database() async throws -> String {
        try await temporary.copyImported().path
    }

    @Test("sign in with a masked password, search, open a place, favorite it, go back, quit with Ctrl-C")
    func fullSession() async throws {
        let terminal = try TmuxTerminal(command: "\(try binary()) --db \(try await database())", environment: ["NO_COLOR": "1"])
        defer { terminal.close() }
        try await terminal.waitFor("Welcome to Discover")
        try terminal.send("demo@discover.app", literal: true)
        try terminal.send("Tab")
        try terminal.send("discover123", literal: true)
        let form = try await terminal.waitFor("•••••••••••")
        #expect(!form.contains("discover123"), "the password must be masked")
        #expect(!(try terminal.screen(styles: true)).contains("\u{1B}["), "NO_COLOR: no escape sequences on screen")
        try terminal.send("Enter")
        let home = try await terminal.waitFor("Discover · Places")
        #expect(home.contains("demo@discover.app"))
        try terminal.send("lisbon", literal: true)
        try await terminal.waitFor("1 place for")
        try terminal.send("Down")
        try terminal.send("Enter")
        try await terminal.waitFor("Add to favorites")
        try terminal.send("f", literal: true)
        try await terminal.waitFor("Remove from favorites")
        try terminal.send("Escape")
        let back = try await terminal.waitFor("★ Lisbon, Portugal")
        #expect(back.contains("Discover · Places"))
        for line in back.split(separator: "\n") {
            #expect(line.count <= 80, "a line wider than the 80-column terminal: \(line)")
        }
        try terminal.send("C-c")
        let deadline = ContinuousClock.now + .seconds(10)
        while terminal.isRunning(), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(!terminal.isRunning(), "Ctrl-C must end the app")
    }

    @Test("without NO_COLOR the screen is styled")
    func stylesWithoutNoColor() async throws {
        let terminal = try TmuxTerminal(command: "env -u NO_COLOR \(try binary()) --db \(try await database())")
        defer { terminal.close() }
        try await terminal.waitFor("Welcome to Discover")
        #expect(try terminal.screen(styles: true).contains("\u{1B}["))
    }
}
