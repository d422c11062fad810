// file: Chat/ChatContracts.swift
import UIKit

protocol ChatViewInput: AnyObject {
    func show(messages: [String])
}

protocol ChatRouterInput: AnyObject {
    func close()
}
// file: Chat/ChatRouter.swift
import UIKit

final class ChatRouter: ChatRouterInput {
    var view: ChatViewInput? // expect: router-weak-view
    func close() {}
}
// file: Chat/ChatPresenter.swift
final class ChatPresenter {
    weak var view: ChatViewInput?
    let router: ChatRouterInput
    init(router: ChatRouterInput) { self.router = router }
}
