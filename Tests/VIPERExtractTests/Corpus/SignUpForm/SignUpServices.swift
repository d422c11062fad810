import UIKit

struct SignUpAccount: Equatable {
    let name: String
    let email: String
}

enum SignUpFailure: Error {
    case emailTaken, offline
}

/// The account back end: emails at taken.com are taken.
@MainActor
final class AccountService {
    func register(name: String, email: String, password: String, completion: @escaping (Result<SignUpAccount, SignUpFailure>) -> Void) {
        EventLog.record("AccountService.register(\(name), \(email))")
        completion(email.hasSuffix("@taken.com") ? .failure(.emailTaken) : .success(SignUpAccount(name: name, email: email)))
    }
}
