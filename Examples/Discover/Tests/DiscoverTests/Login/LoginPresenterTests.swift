import Testing
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Login presenter")
struct LoginPresenterTests {
    let view = LoginViewSpy()
    let interactor = LoginUseCaseSpy()
    let router = LoginRouterSpy()
    let presenter: LoginPresenter

    init() {
        presenter = LoginPresenter(view: view, interactor: interactor, router: router)
    }

    @Test("viewDidLoad shows the idle form")
    func viewDidLoadRendersIdle() {
        presenter.viewDidLoad()
        expectRecorded(view.states, [.idle])
    }

    @Test("tapping login shows loading and asks the use case with the typed credentials")
    func loginShowsLoadingAndCallsUseCase() {
        presenter.didTapLogin(email: "ada@example.com", password: "secret1")
        expectRecorded(view.states, [.loading])
        expectRecorded(interactor.calls, [.login(email: "ada@example.com", password: "secret1")])
        #expect(router.routes.isEmpty)
    }

    @Test("success returns the form to idle and replaces the stack with Home")
    func successRoutesHome() {
        presenter.didTapLogin(email: "ada@example.com", password: "secret1")
        presenter.loginSucceeded(user: .ada)
        expectRecorded(view.states, [.loading, .idle])
        expectRecorded(router.routes, [.home(.ada)])
    }

    @Test("invalid credentials show 'Email or password is incorrect.'")
    func invalidCredentialsMessage() {
        presenter.loginFailed(error: .invalidCredentials)
        expectRecorded(view.states, [.error(message: "Email or password is incorrect.")])
        #expect(router.routes.isEmpty)
    }

    @Test("a network failure shows 'Network error. Please try again.'")
    func networkMessage() {
        presenter.loginFailed(error: .network)
        expectRecorded(view.states, [.error(message: "Network error. Please try again.")])
    }

    @Test("a locked account says when to try again, singular and plural")
    func lockedMessage() {
        presenter.loginFailed(error: .accountLocked(minutes: 1))
        presenter.loginFailed(error: .accountLocked(minutes: 5))
        expectRecorded(
            view.states,
            [
                .error(message: "Too many failed attempts. Try again in 1 minute."),
                .error(message: "Too many failed attempts. Try again in 5 minutes."),
            ])
    }

    @Test("forgot password is routed, not rendered")
    func forgotPasswordRoutes() {
        presenter.didTapForgotPassword()
        expectRecorded(router.routes, [.forgotPassword])
        #expect(view.states.isEmpty)
        #expect(interactor.calls.isEmpty)
    }

    @Test("the presenter does not keep its view alive")
    func viewIsHeldWeakly() {
        var view: LoginViewSpy? = LoginViewSpy()
        weak let weakView = view
        let presenter = LoginPresenter(view: view!, interactor: interactor, router: router)
        view = nil
        #expect(weakView == nil)
        presenter.viewDidLoad()  // renders into nothing, and does not crash
    }
}
