// file: Modules/Chat/Router/ChatRoute.swift
enum ChatRoute {
    case profile(id: String)
    case attachment(url: String)
}
// file: Modules/Chat/View/ChatViewState.swift
enum ChatViewState {
    case loading
    case loaded(messages: [String])
}
// file: Modules/Chat/Router/ChatRouter.swift
import UIKit

final class ChatRouter {
    weak var viewController: UIViewController?

    func open(_ route: ChatRoute) {
        viewController?.present(UIViewController(), animated: true)
    }
}
// file: Modules/Inbox/InboxPresenter.swift
final class InboxPresenter {
    weak var view: InboxViewInput?
    private var lastState: ChatViewState = .loading
    private var pending: ChatRoute?
}
// file: Modules/Inbox/InboxViewController.swift
import UIKit

final class InboxViewController: UIViewController {
    var presenter: InboxPresenter?
}
