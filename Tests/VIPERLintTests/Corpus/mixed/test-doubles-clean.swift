// file: Tests/LoginTests/LoginPresenterTests.swift
import XCTest

final class LoginViewSpy: LoginViewInput {
    var shown: [String] = []
    func show(_ text: String) { shown.append(text) }
}

final class LoginRouterMock: LoginRouterInput {
    var viewController: UIViewController?
    var openedHome = false
    func openHome() { openedHome = true }
}

final class LoginPresenterTests: XCTestCase {
    func testShowsError() {
        let view = LoginViewSpy()
        let presenter = LoginPresenter()
        presenter.view = view
        presenter.didFail()
        XCTAssertEqual(view.shown, ["Error"])
    }
}
