// file: Modules/Feed/FeedRouter.swift
import UIKit

final class FeedRouter: FeedRouting {
    weak var viewController: UIViewController?

    func openComments(postID: Int) {
        let comments = CommentsBuilder.build(postID: postID)
        viewController?.navigationController?.pushViewController(comments, animated: true)
    }

    func openAuthor(id: Int) {
        viewController?.present(AuthorRouter.createModule(id: id), animated: true)
    }
}
// file: Modules/Feed/FeedPresenter.swift
final class FeedPresenter {
    weak var view: FeedViewInput?
}
// file: Modules/Comments/CommentsBuilder.swift
import UIKit

enum CommentsBuilder {
    static func build(postID: Int) -> UIViewController {
        let view = CommentsViewController()
        let presenter = CommentsPresenter(postID: postID)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
// file: Modules/Comments/CommentsViewController.swift
import UIKit

final class CommentsViewController: UIViewController {
    var presenter: CommentsPresenter?
}
// file: Modules/Comments/CommentsPresenter.swift
final class CommentsPresenter {
    weak var view: CommentsViewController?
    init(postID: Int) {}
}
