import Foundation
@testable import Discover

/// Runs `body`, which deletes or resets the database, once this process has let go of it.
///
/// A closed store releases its file lock when its last reference goes, which can be on one of
/// its own threads after the last use; on a slow run (ThreadSanitizer, a loaded machine) that can
/// still be under way when the test goes on. So a refusal because the database is in use is tried
/// again for up to a minute; any other error fails at once.
func onceReleased<T>(_ body: () async throws -> T) async throws -> T {
    let deadline = ContinuousClock.now + .seconds(60)
    while true {
        do {
            return try await body()
        } catch let error where isInUse(error) && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}

/// Whether `error` refuses because the database is in use, as the store or the launcher says it.
private func isInUse(_ error: any Error) -> Bool {
    switch error {
    case DatabaseError.inUse, LaunchError.database(.inUse): true
    default: false
    }
}
