// file: News/NewsContracts.swift
protocol NewsView {
    func render(_ items: [String])
}
// file: News/NewsPresenter.swift
final class NewsPresenter {
    weak var view: NewsView? // expect: presenter-weak-view
}
