import VIPER

// A small Login module and its services, shaped like a typical VIPER module,
// for the container tests to register and resolve.

protocol AuthServicing: AnyObject {
    func login(email: String) -> Bool
}

final class AuthService: AuthServicing {
    func login(email: String) -> Bool { email.contains("@") }
}

final class LoginInteractor {
    let auth: any AuthServicing
    init(auth: any AuthServicing) { self.auth = auth }
}

final class LoginRouter {}

final class LoginPresenter {
    let interactor: LoginInteractor
    let router: LoginRouter
    init(interactor: LoginInteractor, router: LoginRouter) {
        self.interactor = interactor
        self.router = router
    }
}

struct POIID: Hashable {
    let rawValue: String
}

struct DetailUseCase {
    let poiID: POIID
}

/// A plain object with no dependencies, for scope tests.
final class Counter: Sendable {}

/// The factory failure of the tests that need one.
struct DatabaseUnavailable: Error, CustomStringConvertible {
    var description: String { "the database file is locked" }
}

extension Container {
    /// A container with the Login module registered: a singleton auth service, a
    /// transient interactor, router and presenter.
    static func login() -> Container {
        let container = Container()
        container.register((any AuthServicing).self, scope: .singleton) { _ in AuthService() }
        container.register(LoginInteractor.self) { r in LoginInteractor(auth: try r.resolve()) }
        container.register(LoginRouter.self) { _ in LoginRouter() }
        container.register(LoginPresenter.self) { r in
            LoginPresenter(interactor: try r.resolve(), router: try r.resolve())
        }
        return container
    }
}
