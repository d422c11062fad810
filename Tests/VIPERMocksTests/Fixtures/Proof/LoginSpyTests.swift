import Foundation
import Testing
import VIPER
import VIPERTesting
@testable import DiscoverLogin

// Runs in the scratch package of scripts/ci/mocks-proof.sh: the Discover Login presenter and
// interactor, driven through spies generated from LoginContracts.swift and AuthServicing.swift.

@MainActor
@Suite("Generated Login spies")
struct LoginSpyTests {
    let view = LoginViewSpy()
    let useCase = LoginUseCaseSpy()
    let router = LoginRoutingSpy()

    @Test("tapping login with credentials asks the use case once, with them")
    func tapAsksTheUseCase() {
        let presenter = LoginPresenter(view: view, interactor: useCase, router: router)
        presenter.didTapLogin(email: "ada@example.com", password: "secret1")
        expectRecorded(useCase.loginCalls, [.init(email: "ada@example.com", password: "secret1")])
    }

    @Test("a successful login routes to Home with the user")
    func successRoutesHome() {
        let presenter = LoginPresenter(view: view, interactor: useCase, router: router)
        let user = User(id: "1", name: "Ada", email: "ada@example.com")
        presenter.loginSucceeded(user: user)
        expectRecorded(router.routeToHomeCalls, [user])
        #expect(router.routeToForgotPasswordCalls.isEmpty)
    }

    @Test("the interactor asks the stubbed auth service and reports its answer")
    func interactorReportsServiceAnswer() async {
        let auth = AuthServicingSpy()
        let output = LoginInteractorOutputSpy()
        auth.loginError = .invalidCredentials
        let interactor = LoginInteractor(authService: auth, now: { Date(timeIntervalSince1970: 1_800_000_000) })
        interactor.output = output
        interactor.login(email: "ada@example.com", password: "secret1")
        await interactor.scope.settle()
        expectRecorded(auth.loginCalls, [.init(email: "ada@example.com", password: "secret1")])
        expectRecorded(output.loginFailedCalls, [.invalidCredentials])
    }
}
