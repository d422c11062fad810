import Foundation
import Testing
@testable import Discover

@Suite("discover launch: database paths and reset are safe")
struct LaunchSafetyTests {
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
