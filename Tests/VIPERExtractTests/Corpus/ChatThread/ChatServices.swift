import UIKit

struct ChatMessage: Equatable {
    let author: String
    let text: String
}

@MainActor
final class MessageClient {
    func history(of thread: String, completion: @escaping ([ChatMessage]) -> Void) {
        EventLog.record("MessageClient.history(\(thread))")
        completion([ChatMessage(author: "ada", text: "hi")])
    }

    func send(_ text: String, to thread: String) {
        EventLog.record("MessageClient.send(\(text), \(thread))")
    }
}
