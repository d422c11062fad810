// What the article's run loop relies on: the interface of the quoted SignInFormView
// (Examples/Discover/Tests/TerminalUITests/SignInFormExampleTests.swift, compiled and tested there) and a
// presenter to forward to.

@MainActor final class SignInFormView {
    enum State {
        case idle, loading
        case failed(String)
    }
    init(output: any TerminalOutput, submit: @escaping (_ email: String, _ password: String) -> Void) {}
    func render(_ state: State) {}
    func redraw() {}
    func handle(_ key: Key) {}
}

@MainActor protocol LoginPresentation: AnyObject { func didTapLogin(email: String, password: String) }
@MainActor final class LoginPresenter: LoginPresentation { func didTapLogin(email: String, password: String) {} }
@MainActor let presenter = LoginPresenter()
