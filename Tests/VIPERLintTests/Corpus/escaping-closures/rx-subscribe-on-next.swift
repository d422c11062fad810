// file: Modules/Articles/ArticlesInteractor.swift
import RxSwift

final class ArticlesInteractor {
    weak var output: ArticlesInteractorOutput!
    private let disposeBag = DisposeBag()

    func fetchArticles() {
        ArticlesAPI.fetch() // expect: protocol-typed-dependencies
            .subscribe(
                onNext: { articles in // expect: weak-self-in-escaping-closures
                    self.output.didFetch(articles)
                },
                onError: { [weak self] error in
                    self?.output.didFail(error)
                }
            )
            .disposed(by: disposeBag)
    }
}
