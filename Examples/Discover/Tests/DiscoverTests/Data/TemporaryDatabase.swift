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

    /// Opens the database, copied from the shared imported one on first use (fast), then reopened as is.
    func openImported() async throws -> DiscoverDatabase {
        try await DiscoverDatabase.open(at: try await copyImported())
    }

    /// The database file, copied from the shared imported one on first use, for a test that
    /// hands its path to the app.
    @discardableResult
    func copyImported() async throws -> URL {
        if !FileManager.default.fileExists(atPath: url.path) {
            try await SharedPlacesDatabase.copy(to: try emptyFile())
        }
        return url
    }

    /// The database file's place, in a folder made for it, with nothing written there yet.
    func emptyFile() throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return url
    }

    /// Adds an account with `email` to the (copied) database, closes it again, and returns the account's id.
    func createAccount(email: String) async throws -> String {
        let database = try await openImported()
        return try await LocalAuthService(database: database, hasher: PasswordHasher(iterations: 10))
            .createAccount(name: "Test", email: email, password: "pw").id
    }

    /// Opens the database, importing the bundled places itself on first use.
    func open(progress: @escaping @Sendable (ImportProgress) -> Void = { _ in }) async throws -> DiscoverDatabase {
        try await DiscoverDatabase.open(at: url, progress: progress)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}
