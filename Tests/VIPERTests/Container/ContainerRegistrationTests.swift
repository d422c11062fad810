import Testing
import VIPER

@Suite("Container registration and resolution")
struct ContainerRegistrationTests {
    @Test("resolves a registered type through its factory")
    func resolvesByType() throws {
        let presenter = try Container.login().resolve(LoginPresenter.self)
        #expect(presenter.interactor.auth.login(email: "a@b.c"))
    }

    @Test("infers the type to resolve from the context")
    func resolvesInferredType() throws {
        let router: LoginRouter = try Container.login().resolve()
        #expect(type(of: router) == LoginRouter.self)
    }

    @Test("named registrations of one type live side by side and apart from the unnamed one")
    func namedRegistrations() throws {
        let container = Container()
        container.register(String.self) { _ in "default" }
        container.register(String.self, name: "api") { _ in "https://api.example.com" }
        #expect(try container.resolve(String.self) == "default")
        #expect(try container.resolve(String.self, name: "api") == "https://api.example.com")
    }

    @Test("registering the same key again replaces the earlier factory")
    func reregistrationReplaces() throws {
        let container = Container()
        container.register(Int.self) { _ in 1 }
        container.register(Int.self) { _ in 2 }
        #expect(try container.resolve(Int.self) == 2)
    }

    @Test("a factory with one argument receives the argument given to resolve")
    func oneArgument() throws {
        let container = Container()
        container.register(DetailUseCase.self) { _, id in DetailUseCase(poiID: id) }
        let useCase = try container.resolve(DetailUseCase.self, argument: POIID(rawValue: "poi-42"))
        #expect(useCase.poiID == POIID(rawValue: "poi-42"))
    }

    @Test("factories with two and three arguments receive them in order")
    func twoAndThreeArguments() throws {
        let container = Container()
        container.register(String.self) { (_, name: String, count: Int) in "\(name)×\(count)" }
        container.register(String.self) { (_, a: Int, b: Int, c: Bool) in "\(a + b) \(c)" }
        #expect(try container.resolve(String.self, arguments: "poi", 3) == "poi×3")
        #expect(try container.resolve(String.self, arguments: 1, 2, true) == "3 true")
    }

    @Test("registrations that differ only in argument types are distinct")
    func argumentTypesArePartOfTheKey() throws {
        let container = Container()
        container.register(String.self) { (_, value: Int) in "int \(value)" }
        container.register(String.self) { (_, value: Double) in "double \(value)" }
        #expect(try container.resolve(String.self, argument: 1) == "int 1")
        #expect(try container.resolve(String.self, argument: 1.5) == "double 1.5")
    }

    @Test("an argument of the wrong type is a typed error that lists the registration that exists")
    func argumentTypeMismatch() {
        let container = Container()
        container.register(DetailUseCase.self) { _, id in DetailUseCase(poiID: id) }
        let error = #expect(throws: ResolutionError.self) {
            try container.resolve(DetailUseCase.self, argument: "poi-42")
        }
        guard case .notRegistered(let similar)? = error?.reason else {
            Issue.record("expected .notRegistered, got \(String(describing: error))")
            return
        }
        #expect(error?.key == RegistrationKey(DetailUseCase.self, argumentsType: String.self, argumentCount: 1))
        #expect(similar == [RegistrationKey(DetailUseCase.self, argumentsType: POIID.self, argumentCount: 1)])
    }

    @Test("a factory resolves arguments-taking dependencies through its resolver")
    func factoryPassesArguments() throws {
        let container = Container()
        container.register(DetailUseCase.self) { _, id in DetailUseCase(poiID: id) }
        container.register(String.self) { (r, id: POIID) in
            let useCase = try r.resolve(DetailUseCase.self, argument: id)
            return "detail of \(useCase.poiID.rawValue)"
        }
        #expect(try container.resolve(String.self, argument: POIID(rawValue: "x")) == "detail of x")
    }

    @Test("a factory runs outside the container's locks, so it may register into the container")
    func factoryRegistersReentrantly() throws {
        let container = Container()
        container.register(Counter.self, scope: .singleton) { [unowned container] _ in
            container.register(String.self) { _ in "registered while resolving" }
            return Counter()
        }
        _ = try container.resolve(Counter.self)
        #expect(try container.resolve(String.self) == "registered while resolving")
    }
}
