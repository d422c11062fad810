import UIKit

/// The auth back end: the password "secret" works.
@MainActor
final class AuthClient {
    func signIn(email: String, password: String, completion: @escaping (Bool) -> Void) {
        EventLog.record("AuthClient.signIn(\(email))")
        completion(password == "secret")
    }
}
