// file: Modules/Search/SearchPresenter.swift
import Foundation

final class SearchPresenter {
    weak var view: SearchViewInput?
    private let searchService = SearchService() // expect: protocol-typed-dependencies
    private let decoder = JSONDecoder()
    private var results: [String] = []

    func search(_ text: String) {
        searchService.search(text) { [weak self] results in
            self?.results = results
            self?.view?.reload()
        }
    }
}
