// file: Modules/Account/AccountInteractor.swift
import Foundation

final class AccountInteractor {
    weak var output: AccountInteractorOutput?
    private let client: HTTPClientProtocol

    init(client: HTTPClientProtocol) {
        self.client = client
    }

    func loadUser(completion: @escaping (User?) -> Void) {
        client.get("/me") { data in
            let user = try? JSONDecoder().decode(User.self, from: data)
            completion(user)
        }
    }
}
