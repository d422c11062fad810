import VIPER

// Containers that fail in one specific way each, shared by the error tests and
// the message tests.

final class CycleA {
    init(b: CycleB) {}
}

final class CycleB {
    init(a: CycleA) {}
}

final class Database {}

enum ErrorScenario {
    /// The Login module without its auth service, but with a mock registered
    /// under a name and a concrete `AuthService` registered.
    static func missingAuthService() -> Container {
        let container = Container()
        container.register((any AuthServicing).self, name: "mock") { _ in AuthService() }
        container.register(AuthService.self) { _ in AuthService() }
        container.register(LoginInteractor.self) { r in LoginInteractor(auth: try r.resolve()) }
        container.register(LoginRouter.self) { _ in LoginRouter() }
        container.register(LoginPresenter.self) { r in
            LoginPresenter(interactor: try r.resolve(), router: try r.resolve())
        }
        return container
    }

    /// A presenter whose interactor needs `CycleA`, which needs `CycleB`, which
    /// needs `CycleA`.
    static func cycle() -> Container {
        let container = Container()
        container.register(CycleA.self) { r in CycleA(b: try r.resolve()) }
        container.register(CycleB.self) { r in CycleB(a: try r.resolve()) }
        container.register(LoginPresenter.self) { r in
            _ = try r.resolve(CycleA.self)
            return LoginPresenter(interactor: LoginInteractor(auth: AuthService()), router: LoginRouter())
        }
        return container
    }

    /// `Int`s named "level-0" ... "level-<count - 1>", each resolving the next;
    /// the last one is a constant.
    static func chain(count: Int, maximumDepth: Int? = nil) -> Container {
        let container = Container(maximumDepth: maximumDepth)
        for level in 0..<count {
            container.register(Int.self, name: "level-\(level)") { r in
                level == count - 1 ? level : try r.resolve(Int.self, name: "level-\(level + 1)")
            }
        }
        return container
    }

    /// A singleton database whose factory throws, needed by a string.
    static func failingFactory() -> Container {
        let container = Container()
        container.register(Database.self, scope: .singleton) { _ in throw DatabaseUnavailable() }
        container.register(String.self) { r in
            _ = try r.resolve(Database.self)
            return "repository"
        }
        return container
    }
}
