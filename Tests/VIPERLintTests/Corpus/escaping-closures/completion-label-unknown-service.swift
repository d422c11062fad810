// file: Modules/Feed/FeedInteractor.swift
final class FeedInteractor: FeedInteractorInput {
    weak var output: FeedInteractorOutput?
    private let service: FeedServicing

    init(service: FeedServicing) {
        self.service = service
    }

    func loadPage(_ page: Int) {
        service.fetch(page: page, completion: { result in // expect: weak-self-in-escaping-closures
            self.output?.didLoad(result)
        })
    }
}
