// file: Modules/News/NewsPresenter.swift
final class NewsPresenter {
    weak var view: NewsViewInput?
    let interactor: NewsInteractorInput

    init(interactor: NewsInteractorInput) {
        self.interactor = interactor
    }
}
// file: Modules/News/NewsPresenter+Output.swift
import Foundation

extension NewsPresenter: NewsInteractorOutput {
    func didLoad(_ news: [String]) {
        DispatchQueue.main.async { // expect: weak-self-in-escaping-closures
            self.view?.show(news)
        }
    }

    func didTapShare(_ url: URL) {
        NotificationCenter.default.post(name: .init("share"), object: url) // expect: protocol-typed-dependencies
    }
}
