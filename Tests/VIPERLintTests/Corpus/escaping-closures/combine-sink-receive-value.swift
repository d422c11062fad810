// file: Modules/Search/SearchPresenter.swift
import Combine

final class SearchPresenter {
    weak var view: SearchViewInput?
    private var cancellables = Set<AnyCancellable>()
    private let queries = PassthroughSubject<String, Never>()

    func bind() {
        queries
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .sink(receiveValue: { query in // expect: weak-self-in-escaping-closures
                self.view?.showLoading(query)
            })
            .store(in: &cancellables)
    }
}
