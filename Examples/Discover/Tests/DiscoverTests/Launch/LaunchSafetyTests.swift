import Foundation
import Testing
@testable import Discover

@Suite("discover launch: database paths and reset are safe")
struct LaunchSafetyTests {
    @Test("--db with an empty path is a usage error, not the current folder")
    func emptyDatabasePath() {
        #expect(throws: DiscoverUsageError.invalidValue(option: "--db", value: "", expected: "the path of a database file")) {
            try DiscoverOptions.parse(["--reset", "--db", ""])
        }
    }

    @Test("serve takes --allow-host and --max-connections; the app does not")
    func serveOptions() throws {
        let options = try DiscoverOptions.parse(["serve", "--allow-host", "Discover.Test", "--max-connections", "12"])
        #expect(options.allowedHosts == ["discover.test"])
        #expect(options.maximumConnections == 12)
        #expect(throws: DiscoverUsageError.notApplicable(option: "--allow-host", mode: "the app")) {
            try DiscoverOptions.parse(["--allow-host", "x.test"])
        }
        #expect(throws: DiscoverUsageError.self) { try DiscoverOptions.parse(["serve", "--max-connections", "0"]) }
        #expect(throws: DiscoverUsageError.self) { try DiscoverOptions.parse(["serve", "--allow-host", "bad name"]) }
    }

    @Test("--reset on a text file refuses with a typed error and keeps the file")
    func resetKeepsTextFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("discover-launch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = folder.appendingPathComponent("notes.txt")
        try Data("keep".utf8).write(to: notes)
        await #expect { _ = try await DiscoverLauncher.localServices(databasePath: notes.path, reset: true) } throws: { error in
            if case .database(.notDiscoverDatabase)? = error as? LaunchError { true } else { false }
        }
        #expect(try String(contentsOf: notes, encoding: .utf8) == "keep")
    }
}
