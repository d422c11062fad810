// file: Modules/Feed/FeedPresenter.swift
import Foundation

final class Action {
    private let work: () -> Void
    init(_ work: @escaping () -> Void) { self.work = work }
    func run() { work() }
}

final class FeedPresenter {
    weak var view: FeedViewInput?
    var interactor: FeedInteractorInput?
    private var onRetry: Action?

    lazy var refresh = Action { // expect: weak-self-in-escaping-closures
        self.interactor?.reload()
    }

    lazy var loadMore: Action = {
        Action { [weak self] in self?.interactor?.loadNextPage() }
    }()

    func viewDidLoad() {
        self.onRetry = Action { // expect: weak-self-in-escaping-closures
            self.view?.showLoading()
        }
    }
}
