import VIPER
import VIPERTesting
@testable import Discover

final class ForgotPasswordViewSpy: RenderSpy<ForgotPasswordViewState>, ForgotPasswordView {}

@MainActor
final class ForgotPasswordUseCaseSpy: ForgotPasswordUseCase {
    let emails = Recorder<String>()
    func requestReset(email: String) { emails.record(email) }
}

@MainActor
final class ForgotPasswordRouterSpy: ForgotPasswordRouting {
    let backs = Recorder<Void>()
    func routeBack() { backs.record(()) }
}

@MainActor
final class ForgotPasswordOutputSpy: ForgotPasswordInteractorOutput {
    enum Event: Equatable {
        case requested(String)
        case failed(ForgotPasswordError)
    }
    let events = Recorder<Event>()
    func resetRequested(email: String) { events.record(.requested(email)) }
    func resetFailed(error: ForgotPasswordError) { events.record(.failed(error)) }
}

/// A reset service that answers as the test says, optionally held behind a gate.
final class PasswordResetStub: PasswordResetting {
    let emails = Recorder<String>()
    private let failure: AuthError?
    private let gate: AsyncGate?

    init(failure: AuthError? = nil, gate: AsyncGate? = nil) {
        self.failure = failure
        self.gate = gate
    }

    func requestPasswordReset(email: String) async throws(AuthError) {
        emails.record(email)
        await gate?.wait()
        if let failure { throw failure }
    }
}
