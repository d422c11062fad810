// file: Modules/News/NewsInteractor.swift
import Foundation

final class NewsInteractor {
    weak var output: NewsInteractorOutput?
    private let client = NewsAPIClient() // expect: protocol-typed-dependencies

    func load() {
        client.topHeadlines { [weak self] articles in
            self?.output?.didLoad(articles)
        }
    }
}
// file: Networking/NewsAPIClient.swift
final class NewsAPIClient {
    func topHeadlines(completion: @escaping ([String]) -> Void) {}
}
