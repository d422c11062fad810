import Testing
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Forgot password interactor")
struct ForgotPasswordInteractorTests {
    let output = ForgotPasswordOutputSpy()

    func makeInteractor(_ service: PasswordResetStub) -> ForgotPasswordInteractor {
        let interactor = ForgotPasswordInteractor(service: service)
        interactor.output = output
        return interactor
    }

    @Test("malformed emails are refused without asking the service", arguments: ["", "ada", "@example.com", "ada@", "a@b@c"])
    func malformedEmail(email: String) async {
        let service = PasswordResetStub()
        let interactor = makeInteractor(service)
        interactor.requestReset(email: email)
        await interactor.scope.settle()
        expectRecorded(output.events, [.failed(.invalidEmail)])
        #expect(service.emails.isEmpty)
    }

    @Test("a well-formed email is trimmed, sent, and reported as requested")
    func requested() async {
        let service = PasswordResetStub()
        let interactor = makeInteractor(service)
        interactor.requestReset(email: "  ada@example.com ")
        await interactor.scope.settle()
        expectRecorded(service.emails, ["ada@example.com"])
        expectRecorded(output.events, [.requested("ada@example.com")])
    }

    @Test("a service failure is reported as a network error")
    func networkFailure() async {
        let interactor = makeInteractor(PasswordResetStub(failure: .network))
        interactor.requestReset(email: "ada@example.com")
        await interactor.scope.settle()
        expectRecorded(output.events, [.failed(.network)])
    }

    @Test("a second request while one runs is ignored")
    func doubleTap() async {
        let gate = AsyncGate()
        let service = PasswordResetStub(gate: gate)
        let interactor = makeInteractor(service)
        interactor.requestReset(email: "ada@example.com")
        interactor.requestReset(email: "ada@example.com")
        while gate.waiterCount == 0 { await Task.yield() }
        gate.open()
        await interactor.scope.settle()
        #expect(service.emails.count == 1)
        expectRecorded(output.events, [.requested("ada@example.com")])
    }

    @Test("a late answer after the module detaches is not reported")
    func detached() async {
        let gate = AsyncGate()
        let interactor = makeInteractor(PasswordResetStub(gate: gate))
        interactor.requestReset(email: "ada@example.com")
        while gate.waiterCount == 0 { await Task.yield() }
        interactor.scope.detach()
        gate.open()
        for _ in 0..<10 { await Task.yield() }
        #expect(output.events.isEmpty)
    }
}
