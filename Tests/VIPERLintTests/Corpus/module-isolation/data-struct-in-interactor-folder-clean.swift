// file: Chat/UserInfo/Interactor/UserInfoInteractor.swift
struct UserInfo {
    let name: String
    let isInFavorites: Bool
}

protocol UserInfoInteractor: AnyObject {
    func userInfo(completion: @escaping (UserInfo) -> Void)
}
// file: Chat/UserInfo/Interactor/UserInfoInteractorImpl.swift
final class UserInfoInteractorImpl: UserInfoInteractor {
    func userInfo(completion: @escaping (UserInfo) -> Void) {
        completion(UserInfo(name: "", isInFavorites: false))
    }
}
// file: Chat/UserInfo/Presenter/UserInfoPresenter.swift
final class UserInfoPresenter {
    private let interactor: UserInfoInteractor

    init(interactor: UserInfoInteractor) {
        self.interactor = interactor
    }
}
// file: Chat/MainPage/Presenter/MainPagePresenter.swift
final class MainPagePresenter {
    private let interactor: MainPageInteractor
    private var shown: [UserInfo] = []

    init(interactor: MainPageInteractor) {
        self.interactor = interactor
    }

    func didLoad(names: [String]) {
        shown = names.map { UserInfo(name: $0, isInFavorites: false) }
    }
}
// file: Chat/MainPage/Interactor/MainPageInteractor.swift
protocol MainPageInteractor: AnyObject {
    func load()
}
