// file: Modules/Friends/FriendsInteractor.swift
final class FriendsInteractor {
    weak var output: FriendsInteractorOutput?
    private let service: FriendsServicing

    init(service: FriendsServicing) {
        self.service = service
    }

    func load() {
        service.friends { [weak self] friends in
            guard let self else { return }
            self.output?.didLoad(friends)
            self.service.markSeen { [unowned self] in
                self.output?.didMarkSeen()
            }
        }
        service.requests(completion: { [unowned self] requests in
            self.output?.didLoadRequests(requests)
        })
    }
}
