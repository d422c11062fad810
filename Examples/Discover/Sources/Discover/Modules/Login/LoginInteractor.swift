import Foundation
import VIPER

/// Applies the login rules and asks the auth service; knows nothing about the UI.
@MainActor
final class LoginInteractor: LoginUseCase {
    /// Receives the outcome; weak, because the presenter owns the interactor.
    weak var output: (any LoginInteractorOutput)?
    /// The module's lifetime: the running request is cancelled when the module detaches.
    let scope: ModuleScope
    private let authService: any AuthServicing
    private let now: @Sendable () -> Date
    private var isRequestRunning = false

    /// An interactor that signs in through `authService`; a lockout's minutes left are
    /// counted from `now()`.
    init(
        authService: any AuthServicing,
        scope: ModuleScope = ModuleScope(),
        now: @escaping @Sendable () -> Date
    ) {
        self.authService = authService
        self.scope = scope
        self.now = now
    }

    /// Signs in when the credentials are well-formed; a second call while a request
    /// runs is ignored, so a double tap sends one request.
    func login(email: String, password: String) {
        guard email.contains("@"), password.count >= 6 else {
            output?.loginFailed(error: .invalidCredentials)
            return
        }
        guard !isRequestRunning else { return }
        isRequestRunning = true
        let authService = authService
        scope.run { [weak self] in
            let outcome: Result<User, AuthError>
            do throws(AuthError) {
                outcome = .success(try await authService.login(email: email, password: password))
            } catch {
                outcome = .failure(error)
            }
            self?.finish(outcome)
        }
    }

    private func finish(_ outcome: Result<User, AuthError>) {
        isRequestRunning = false
        guard !scope.isDetached else { return }
        switch outcome {
        case .success(let user):
            output?.loginSucceeded(user: user)
        case .failure(let error):
            output?.loginFailed(error: loginError(for: error))
        }
    }

    private func loginError(for error: AuthError) -> LoginError {
        switch error {
        case .invalidCredentials:
            return .invalidCredentials
        case .network:
            return .network
        case .accountLocked(let until):
            let seconds = max(0, until.timeIntervalSince(now()))
            return .accountLocked(minutes: max(1, Int((seconds / 60).rounded(.up))))
        }
    }
}
