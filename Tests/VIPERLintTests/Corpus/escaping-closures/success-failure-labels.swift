// file: Modules/Profile/ProfileInteractor.swift
final class ProfileInteractor {
    weak var output: ProfileInteractorOutput?
    let api: ProfileAPI

    init(api: ProfileAPI) {
        self.api = api
    }

    func load() {
        api.profile(success: { profile in // expect: weak-self-in-escaping-closures
            self.output?.didLoad(profile)
        }, failure: { error in // expect: weak-self-in-escaping-closures
            self.output?.didFail(error)
        })
    }
}
