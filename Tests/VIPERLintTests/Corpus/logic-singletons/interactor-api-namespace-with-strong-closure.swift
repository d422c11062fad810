// file: Auth/Login/Interactor/LoginInteractor.swift
import Foundation

final class LoginInteractor {
    weak var output: LoginInteractorOutput?
}

extension LoginInteractor: LoginInteractorProtocol {
    func login(email: String, password: String) {
        APIManager.auth.login(email: email, password: password) { response, error in // expect: protocol-typed-dependencies, weak-self-in-escaping-closures
            if response != nil {
                self.output?.didLogin()
            } else {
                self.output?.didFail(error)
            }
        }
    }

    func loadProfile() {
        APIManager.social.getUserInfo { [weak self] user, error in // expect: protocol-typed-dependencies
            self?.output?.didLoad(user)
        }
    }
}
// file: Networking/APIManager.swift
final class APIManager {
    static let shared = APIManager()
    static let auth = AuthManager()
    static let social = SocialManager()
}

final class AuthManager {
    func login(email: String, password: String, completion: @escaping (String?, Error?) -> Void) {}
}

final class SocialManager {
    func getUserInfo(completion: @escaping (String?, Error?) -> Void) {}
}
