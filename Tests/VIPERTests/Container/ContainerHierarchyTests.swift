import Testing
import VIPER

@Suite("Container children and assemblies")
struct ContainerHierarchyTests {
    @Test("a child resolves what only its parent registered")
    func childFallsBackToParent() throws {
        let parent = Container.login()
        let child = parent.makeChild()
        #expect(child.parent === parent)
        _ = try child.resolve(LoginPresenter.self)
    }

    @Test("a child's registration shadows the parent's, also for dependencies of parent registrations")
    func childShadowsParent() throws {
        let parent = Container()
        parent.register(String.self) { _ in "parent" }
        parent.register(Int.self) { r in (try r.resolve(String.self)).count }
        let child = parent.makeChild()
        child.register(String.self) { _ in "child's" }
        #expect(try child.resolve(String.self) == "child's")
        #expect(try child.resolve(Int.self) == 7)
        #expect(try parent.resolve(String.self) == "parent")
    }

    @Test("the parent never sees its child's registrations")
    func parentDoesNotSeeChild() {
        let parent = Container()
        parent.makeChild().register(String.self) { _ in "child" }
        #expect(throws: ResolutionError.self) { try parent.resolve(String.self) }
    }

    @Test("a singleton registered in the parent lives in the parent, shared by all its children")
    func parentSingletonLivesInParent() throws {
        let parent = Container()
        parent.register(Counter.self, scope: .singleton) { _ in Counter() }
        let first = parent.makeChild()
        let second = parent.makeChild()
        let shared = try first.resolve(Counter.self)
        #expect(try second.resolve(Counter.self) === shared)
        #expect(try parent.resolve(Counter.self) === shared)
    }

    @Test("a parent singleton takes its dependencies from the parent, never from the child that asked first")
    func parentSingletonIgnoresChildOverrides() throws {
        final class Settings {
            let environment: String
            init(environment: String) { self.environment = environment }
        }
        let parent = Container()
        parent.register(String.self) { _ in "production" }
        parent.register(Settings.self, scope: .singleton) { r in Settings(environment: try r.resolve()) }
        let child = parent.makeChild()
        child.register(String.self) { _ in "test" }
        #expect(try child.resolve(Settings.self).environment == "production")
    }

    @Test("a singleton registered in a child is separate from the parent's")
    func childSingletonIsSeparate() throws {
        let parent = Container()
        parent.register(Counter.self, scope: .singleton) { _ in Counter() }
        let child = parent.makeChild()
        child.register(Counter.self, scope: .singleton) { _ in Counter() }
        #expect(try child.resolve(Counter.self) !== parent.resolve(Counter.self))
        #expect(try child.resolve(Counter.self) === child.resolve(Counter.self))
    }

    @Test("a child inherits its parent's maximum depth")
    func childInheritsMaximumDepth() {
        let parent = Container(maximumDepth: 5)
        #expect(parent.makeChild().maximumDepth == 5)
        #expect(Container().maximumDepth == Container.defaultMaximumDepth)
    }

    struct ServicesAssembly: Assembly {
        func assemble(into container: Container) {
            container.register((any AuthServicing).self, scope: .singleton) { _ in AuthService() }
        }
    }

    struct LoginAssembly: Assembly {
        func assemble(into container: Container) {
            container.register(LoginInteractor.self) { r in LoginInteractor(auth: try r.resolve()) }
            container.register(LoginRouter.self) { _ in LoginRouter() }
            container.register(LoginPresenter.self) { r in
                LoginPresenter(interactor: try r.resolve(), router: try r.resolve())
            }
        }
    }

    @Test("assemblies register their groups into the container they are applied to")
    func assembliesRegister() throws {
        let container = Container()
        container.apply(ServicesAssembly(), LoginAssembly())
        let presenter = try container.resolve(LoginPresenter.self)
        #expect(presenter.interactor.auth === (try container.resolve((any AuthServicing).self)))
    }

    @Test("assemblies applied later replace earlier registrations of the same key")
    func laterAssemblyWins() throws {
        struct Fake: Assembly {
            func assemble(into container: Container) {
                container.register(String.self) { _ in "fake" }
            }
        }
        struct Real: Assembly {
            func assemble(into container: Container) {
                container.register(String.self) { _ in "real" }
            }
        }
        let container = Container()
        container.apply([Real(), Fake()])
        #expect(try container.resolve(String.self) == "fake")
    }
}
