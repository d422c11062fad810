import Testing
import VIPER

/// The exact messages the container prints; DependencyContainer.md quotes them.
@Suite("Container error messages")
struct ContainerErrorMessageTests {
    private func message(_ resolve: () throws -> Void) -> String {
        do {
            try resolve()
            return "resolved without error"
        } catch {
            return String(describing: error)
        }
    }

    @Test("missing registration: key, chain, similar registrations and the fix")
    func missingRegistration() {
        let text = message { _ = try ErrorScenario.missingAuthService().resolve(LoginPresenter.self) }
        #expect(
            text == """
                Cannot resolve AuthServicing: nothing is registered for it.
                  Resolution chain: LoginPresenter -> LoginInteractor -> AuthServicing
                  Similar registrations:
                    - AuthService
                    - AuthServicing (name: "mock")
                  Fix: register AuthServicing in this container or one of its parents, or ask for one of the registrations above.
                """)
    }

    @Test("missing registration with arguments names the argument types it was asked with")
    func missingWithArguments() {
        let container = Container()
        container.register(DetailUseCase.self) { _, id in DetailUseCase(poiID: id) }
        let text = message { _ = try container.resolve(DetailUseCase.self, arguments: "poi", 42) }
        #expect(text.hasPrefix("Cannot resolve DetailUseCase (arguments: (String, Int)): nothing is registered for it."))
        #expect(text.contains("    - DetailUseCase (argument: POIID)"))
    }

    @Test("cycle: the chain and the cycle itself")
    func cycle() {
        let text = message { _ = try ErrorScenario.cycle().resolve(LoginPresenter.self) }
        #expect(
            text == """
                Cannot resolve CycleA: it depends on itself.
                  Resolution chain: LoginPresenter -> CycleA -> CycleB -> CycleA
                  Cycle: CycleA -> CycleB -> CycleA
                  Fix: break the cycle: let one side receive the other later through a weak property, or inject a factory closure instead of an instance.
                """)
    }

    @Test("maximum depth: the limit, a shortened chain and the fix")
    func maximumDepth() {
        let text = message { _ = try ErrorScenario.chain(count: 20, maximumDepth: 12).resolve(Int.self, name: "level-0") }
        #expect(
            text == """
                Cannot resolve Int (name: "level-12"): the resolution chain is deeper than the maximum depth of 12.
                  Resolution chain: Int (name: "level-0") -> Int (name: "level-1") -> Int (name: "level-2") -> Int (name: "level-3") -> ... (5 more) ... -> Int (name: "level-9") -> Int (name: "level-10") -> Int (name: "level-11") -> Int (name: "level-12")
                  Fix: flatten the dependency chain, or create the container with a larger maximumDepth if the graph is really this deep.
                """)
    }

    @Test("factory failure: the chain and the factory's own error")
    func factoryFailure() {
        let text = message { _ = try ErrorScenario.failingFactory().resolve(String.self) }
        #expect(
            text == """
                Cannot resolve Database: its factory threw an error.
                  Resolution chain: String -> Database
                  Error thrown: the database file is locked
                  Fix: make the factory succeed for this registration; the error above is its own.
                """)
    }

    @Test("weak scope for a value: the type found and the fix")
    func weakValue() {
        let container = Container()
        container.register(POIID.self, scope: .weak) { _ in POIID(rawValue: "x") }
        let text = message { _ = try container.resolve(POIID.self) }
        #expect(
            text == """
                Cannot resolve POIID: scope .weak holds instances weakly, but the factory returned a POIID, which is not a class.
                  Fix: register it with scope .transient or .singleton, or make the provided type a class.
                """)
    }

    @Test("main actor required: what was registered and where to resolve it")
    func requiresMainActor() {
        let container = Container()
        container.registerOnMainActor(MainActorPresenter.self) { _ in MainActorPresenter(title: "Login") }
        let text = message { _ = try container.resolve(MainActorPresenter.self) }
        #expect(
            text == """
                Cannot resolve MainActorPresenter: it was registered with registerOnMainActor but resolved off the main actor.
                  Fix: resolve it from code isolated to the main actor, such as a @MainActor function or test.
                """)
    }

    @Test("verification report: counts, every failure with its error, and skipped registrations")
    func verificationReport() {
        let container = ErrorScenario.missingAuthService()
        container.register(DetailUseCase.self) { _, id in DetailUseCase(poiID: id) }
        #expect(
            container.verify().description == """
                Verified 6 registrations: 3 resolved, 2 failed, 1 skipped.
                Failures:
                  1. LoginInteractor
                     Cannot resolve AuthServicing: nothing is registered for it.
                       Resolution chain: LoginInteractor -> AuthServicing
                       Similar registrations:
                         - AuthService
                         - AuthServicing (name: "mock")
                       Fix: register AuthServicing in this container or one of its parents, or ask for one of the registrations above.
                  2. LoginPresenter
                     Cannot resolve AuthServicing: nothing is registered for it.
                       Resolution chain: LoginPresenter -> LoginInteractor -> AuthServicing
                       Similar registrations:
                         - AuthService
                         - AuthServicing (name: "mock")
                       Fix: register AuthServicing in this container or one of its parents, or ask for one of the registrations above.
                Skipped (needs arguments; register with sampleArgument: or sampleArguments: to verify it):
                  - DetailUseCase (argument: POIID)
                """)
    }

    @Test("keys describe their name and arguments")
    func keyDescriptions() {
        #expect(RegistrationKey(LoginRouter.self).description == "LoginRouter")
        #expect(RegistrationKey(String.self, name: "api").description == "String (name: \"api\")")
        #expect(
            RegistrationKey(String.self, name: "n", argumentsType: (Int, Bool, POIID).self, argumentCount: 3).description
                == "String (name: \"n\", arguments: (Int, Bool, POIID))")
    }
}
