import Foundation
import VIPER
import VIPERTesting
@testable import Discover

final class LoginViewSpy: RenderSpy<LoginViewState>, LoginView {}

@MainActor
final class LoginUseCaseSpy: LoginUseCase {
    enum Call: Equatable { case login(email: String, password: String) }
    let calls = Recorder<Call>()

    func login(email: String, password: String) {
        calls.record(.login(email: email, password: password))
    }
}

@MainActor
final class LoginRouterSpy: LoginRouting {
    enum Route: Equatable {
        case home(User)
        case forgotPassword
    }
    let routes = Recorder<Route>()

    func routeToHome(user: User) { routes.record(.home(user)) }
    func routeToForgotPassword() { routes.record(.forgotPassword) }
}

@MainActor
final class LoginInteractorOutputSpy: LoginInteractorOutput {
    enum Event: Equatable {
        case succeeded(User)
        case failed(LoginError)
    }
    let events = Recorder<Event>()

    func loginSucceeded(user: User) { events.record(.succeeded(user)) }
    func loginFailed(error: LoginError) { events.record(.failed(error)) }
}

/// An auth service whose answer the test chooses, optionally held behind a gate.
final class AuthServiceStub: AuthServicing {
    struct Call: Equatable, Sendable {
        let email: String
        let password: String
    }

    let calls = Recorder<Call>()
    private let answer: Result<User, AuthError>
    private let gate: AsyncGate?

    init(answer: Result<User, AuthError>, gate: AsyncGate? = nil) {
        self.answer = answer
        self.gate = gate
    }

    func login(email: String, password: String) async throws(AuthError) -> User {
        calls.record(Call(email: email, password: password))
        await gate?.wait()
        return try answer.get()
    }
}

extension User {
    static let ada = User(id: "u-1", name: "Ada", email: "ada@example.com")
}
