import Discover
import Foundation

/// One imported Discover database per test process, copied for each test that needs its own.
///
/// The import runs once (a few seconds in a debug build); a copy (`VACUUM INTO`) takes a
/// fraction of that. The template is removed when the process exits.
public enum PlacesDatabaseTemplate {
    private static let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("discover-tests-shared-\(ProcessInfo.processInfo.processIdentifier)")
    // High priority: every test that needs a database waits for this import, and at the default
    // priority it would wait in the executor's queue behind the run's CPU-bound tests.
    private static let opening = Task(priority: .high) {
        atexit {
            try? FileManager.default.removeItem(at: PlacesDatabaseTemplate.folder)
        }
        return try await DiscoverDatabase.open(at: folder.appendingPathComponent("discover.sqlite"))
    }

    /// The template database, imported on first use.
    public static func database() async throws -> DiscoverDatabase {
        try await opening.value
    }

    /// Writes a consistent copy of the template to `url` (`VACUUM INTO`).
    public static func copy(to url: URL) async throws {
        let template = try await database()
        let path = url.path.replacingOccurrences(of: "'", with: "''")
        try SQLiteConnection(path: template.url.path).execute("VACUUM INTO '\(path)'")
    }
}
