import UIKit

struct Article: Equatable {
    let id: Int
    let headline: String
    let author: String
    let minutes: Int
}

/// What the reader has read.
@MainActor
final class ReadingLibrary {
    func markRead(_ id: Int) {
        EventLog.record("ReadingLibrary.markRead(\(id))")
    }
}
