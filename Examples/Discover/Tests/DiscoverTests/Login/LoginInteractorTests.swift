import Foundation
import Testing
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Login interactor")
struct LoginInteractorTests {
    let output = LoginInteractorOutputSpy()

    func makeInteractor(
        _ auth: AuthServiceStub,
        now: Date = Date(timeIntervalSince1970: 1_000_000)
    ) -> LoginInteractor {
        let interactor = LoginInteractor(authService: auth, now: { now })
        interactor.output = output
        return interactor
    }

    @Test("an email without @ is refused without asking the service")
    func emailWithoutAtIsRefused() async {
        let auth = AuthServiceStub(answer: .success(.ada))
        let interactor = makeInteractor(auth)
        interactor.login(email: "ada.example.com", password: "secret1")
        await interactor.scope.settle()
        expectRecorded(output.events, [.failed(.invalidCredentials)])
        #expect(auth.calls.isEmpty)
    }

    @Test("a password shorter than 6 characters is refused; exactly 6 is accepted")
    func passwordLengthRule() async {
        let auth = AuthServiceStub(answer: .success(.ada))
        let interactor = makeInteractor(auth)
        interactor.login(email: "ada@example.com", password: "12345")
        interactor.login(email: "ada@example.com", password: "123456")
        await interactor.scope.settle()
        expectRecorded(output.events, [.failed(.invalidCredentials), .succeeded(.ada)])
        expectRecorded(auth.calls, [.init(email: "ada@example.com", password: "123456")])
    }

    @Test("accepted credentials report the service's user")
    func successReportsUser() async {
        let interactor = makeInteractor(AuthServiceStub(answer: .success(.ada)))
        interactor.login(email: "ada@example.com", password: "secret1")
        await interactor.scope.settle()
        expectRecorded(output.events, [.succeeded(.ada)])
    }

    @Test("service refusals and outages map to the domain errors")
    func serviceErrorsAreMapped() async {
        let now = Date(timeIntervalSince1970: 1_000_000)
        for (serviceError, expected) in [(AuthError.invalidCredentials, LoginError.invalidCredentials), (.network, .network)] {
            let output = LoginInteractorOutputSpy()
            let interactor = LoginInteractor(authService: AuthServiceStub(answer: .failure(serviceError)), now: { now })
            interactor.output = output
            interactor.login(email: "ada@example.com", password: "secret1")
            await interactor.scope.settle()
            expectRecorded(output.events, [.failed(expected)], "\(serviceError)")
        }
    }

    @Test("a lockout is reported in whole minutes, rounded up, at least one")
    func lockoutMinutes() async {
        let now = Date(timeIntervalSince1970: 1_000_000)
        for (seconds, minutes) in [(290.0, 5), (300.0, 5), (301.0, 6), (5.0, 1), (-10.0, 1)] {
            let output = LoginInteractorOutputSpy()
            let auth = AuthServiceStub(answer: .failure(.accountLocked(until: now.addingTimeInterval(seconds))))
            let interactor = LoginInteractor(authService: auth, now: { now })
            interactor.output = output
            interactor.login(email: "ada@example.com", password: "secret1")
            await interactor.scope.settle()
            expectRecorded(output.events, [.failed(.accountLocked(minutes: minutes))], "\(seconds) s")
        }
    }

    @Test("a second login while one is running sends no second request")
    func doubleTapSendsOneRequest() async {
        let gate = AsyncGate()
        let auth = AuthServiceStub(answer: .success(.ada), gate: gate)
        let interactor = makeInteractor(auth)
        interactor.login(email: "ada@example.com", password: "secret1")
        interactor.login(email: "ada@example.com", password: "secret1")
        while gate.waiterCount == 0 { await Task.yield() }
        #expect(output.events.isEmpty)
        gate.open()
        await interactor.scope.settle()
        #expect(auth.calls.count == 1)
        expectRecorded(output.events, [.succeeded(.ada)])
    }

    @Test("after the module detaches, a late answer is not reported")
    func detachedModuleReportsNothing() async {
        let gate = AsyncGate()
        let auth = AuthServiceStub(answer: .success(.ada), gate: gate)
        let interactor = makeInteractor(auth)
        interactor.login(email: "ada@example.com", password: "secret1")
        while gate.waiterCount == 0 { await Task.yield() }
        interactor.scope.detach()
        gate.open()
        await interactor.scope.settle()
        for _ in 0..<10 { await Task.yield() }
        #expect(output.events.isEmpty)
    }
}
