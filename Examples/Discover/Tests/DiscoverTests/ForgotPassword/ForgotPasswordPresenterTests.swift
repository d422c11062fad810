import Testing
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Forgot password presenter")
struct ForgotPasswordPresenterTests {
    let view = ForgotPasswordViewSpy()
    let interactor = ForgotPasswordUseCaseSpy()
    let router = ForgotPasswordRouterSpy()
    let presenter: ForgotPasswordPresenter

    init() {
        presenter = ForgotPasswordPresenter(view: view, interactor: interactor, router: router)
    }

    @Test("viewDidLoad shows the idle form")
    func idle() {
        presenter.viewDidLoad()
        expectRecorded(view.states, [.idle])
    }

    @Test("send shows loading and asks the use case")
    func sendAsksUseCase() {
        presenter.didTapSend(email: "ada@example.com")
        expectRecorded(view.states, [.loading])
        expectRecorded(interactor.emails, ["ada@example.com"])
    }

    @Test("an accepted request says a link is on its way, without confirming the account")
    func requested() {
        presenter.resetRequested(email: "ada@example.com")
        expectRecorded(view.states, [.sent(message: "If an account exists for ada@example.com, a reset link is on its way.")])
    }

    @Test("failures show messages in the Login module's style")
    func failures() {
        presenter.resetFailed(error: .invalidEmail)
        presenter.resetFailed(error: .network)
        expectRecorded(
            view.states,
            [
                .error(message: "Enter a valid email address."),
                .error(message: "Network error. Please try again."),
            ])
    }

    @Test("back is routed")
    func back() {
        presenter.didTapBack()
        #expect(router.backs.count == 1)
        #expect(view.states.isEmpty)
    }
}
