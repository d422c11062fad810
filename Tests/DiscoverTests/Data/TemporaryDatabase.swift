import Foundation
@testable import Discover

/// A database file in a fresh temporary folder, removed when the value is released.
final class TemporaryDatabase: Sendable {
    let folder: URL
    let url: URL

    init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("discover-tests-\(UUID().uuidString)")
        url = folder.appendingPathComponent("discover.sqlite")
    }

    /// Opens (importing on first use) the database.
    func open(progress: @escaping @Sendable (ImportProgress) -> Void = { _ in }) async throws -> DiscoverDatabase {
        try await DiscoverDatabase.open(at: url, progress: progress)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}
