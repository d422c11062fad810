import UIKit

struct FeedPost: Equatable {
    let text: String
}

/// Three pages of two posts, then nothing.
@MainActor
final class FeedAPI {
    func fetchPage(_ page: Int, completion: @escaping ([FeedPost]) -> Void) {
        EventLog.record("FeedAPI.fetchPage(\(page))")
        completion(page > 3 ? [] : [FeedPost(text: "Post \(page).1"), FeedPost(text: "Post \(page).2")])
    }
}
