import Foundation
import VIPER

/// Validates the email and asks the service for a reset link.
@MainActor
final class ForgotPasswordInteractor: ForgotPasswordUseCase {
    /// Receives the outcome; weak, because the presenter owns the interactor.
    weak var output: (any ForgotPasswordInteractorOutput)?
    /// The module's lifetime: the running request is cancelled when the module detaches.
    let scope: ModuleScope
    private let service: any PasswordResetting
    private var isRequestRunning = false

    /// An interactor that requests resets through `service`.
    init(service: any PasswordResetting, scope: ModuleScope = ModuleScope()) {
        self.service = service
        self.scope = scope
    }

    /// Requests a reset when the email is well-formed (it contains "@" with text on
    /// both sides); a second call while one runs is ignored.
    func requestReset(email: String) {
        let email = email.trimmingCharacters(in: .whitespaces)
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            output?.resetFailed(error: .invalidEmail)
            return
        }
        guard !isRequestRunning else { return }
        isRequestRunning = true
        let service = service
        scope.run { [weak self] in
            let succeeded: Bool
            do throws(AuthError) {
                try await service.requestPasswordReset(email: email)
                succeeded = true
            } catch {
                succeeded = false
            }
            self?.finish(email: email, succeeded: succeeded)
        }
    }

    private func finish(email: String, succeeded: Bool) {
        isRequestRunning = false
        guard !scope.isDetached else { return }
        if succeeded {
            output?.resetRequested(email: email)
        } else {
            output?.resetFailed(error: .network)
        }
    }
}
