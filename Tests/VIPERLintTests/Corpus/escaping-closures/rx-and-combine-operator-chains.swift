// file: Modules/Search/SearchPresenter.swift
import Combine
import RxCocoa
import RxSwift

final class SearchPresenter {
    weak var view: SearchViewInput?
    private let disposeBag = DisposeBag()
    private var cancellables = Set<AnyCancellable>()

    func bind(query: Observable<String>, scope: AnyPublisher<Int, Never>, results: Binder<[String]>) {
        query
            .map { text in self.normalize(text) } // expect: weak-self-in-escaping-closures
            .bind(to: results)
            .disposed(by: disposeBag)
        scope
            .filter { index in self.isEnabled(index) } // expect: weak-self-in-escaping-closures
            .sink { [weak self] index in self?.view?.select(index) }
            .store(in: &cancellables)
    }

    func titles(for items: [String]) -> [String] {
        items.map { self.normalize($0) }.filter { self.isEnabled($0.count) }
    }

    private func normalize(_ text: String) -> String { text.lowercased() }
    private func isEnabled(_ index: Int) -> Bool { index >= 0 }
}
