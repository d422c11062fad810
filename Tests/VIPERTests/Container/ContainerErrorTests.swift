import Foundation
import Testing
import VIPER
import VIPERLock

@Suite("Container resolution errors")
struct ContainerErrorTests {
    @Test("a missing registration names the key, the chain that needed it and similar registrations")
    func missingRegistration() {
        let error = #expect(throws: ResolutionError.self) {
            try ErrorScenario.missingAuthService().resolve(LoginPresenter.self)
        }
        #expect(error?.key == RegistrationKey((any AuthServicing).self))
        #expect(
            error?.chain == [
                RegistrationKey(LoginPresenter.self), RegistrationKey(LoginInteractor.self),
                RegistrationKey((any AuthServicing).self),
            ])
        guard case .notRegistered(let similar)? = error?.reason else {
            Issue.record("expected .notRegistered, got \(String(describing: error))")
            return
        }
        #expect(similar == [RegistrationKey(AuthService.self), RegistrationKey((any AuthServicing).self, name: "mock")])
    }

    @Test("registrations of types with unrelated names are not suggested")
    func missingWithoutSimilar() {
        let container = Container.login()
        let error = #expect(throws: ResolutionError.self) { try container.resolve(Database.self) }
        guard case .notRegistered(let similar)? = error?.reason else {
            Issue.record("expected .notRegistered, got \(String(describing: error))")
            return
        }
        #expect(similar.isEmpty)
        #expect(error?.chain == [RegistrationKey(Database.self)])
    }

    @Test("a dependency cycle is reported with its path instead of overflowing the stack")
    func cycle() {
        let error = #expect(throws: ResolutionError.self) {
            try ErrorScenario.cycle().resolve(LoginPresenter.self)
        }
        let a = RegistrationKey(CycleA.self)
        let b = RegistrationKey(CycleB.self)
        guard case .cycle(let cycle)? = error?.reason else {
            Issue.record("expected .cycle, got \(String(describing: error))")
            return
        }
        #expect(cycle == [a, b, a])
        #expect(error?.chain == [RegistrationKey(LoginPresenter.self), a, b, a])
        #expect(error?.key == a)
    }

    @Test("a singleton that depends on itself is a cycle, not a deadlock")
    func singletonSelfCycle() {
        let container = Container()
        container.register(Counter.self, scope: .singleton) { r in try r.resolve(Counter.self) }
        let error = #expect(throws: ResolutionError.self) { try container.resolve(Counter.self) }
        guard case .cycle(let cycle)? = error?.reason else {
            Issue.record("expected .cycle, got \(String(describing: error))")
            return
        }
        #expect(cycle == [RegistrationKey(Counter.self), RegistrationKey(Counter.self)])
    }

    @Test("a chain as deep as the maximum depth resolves")
    func deepLegalChain() throws {
        let depth = Container.defaultMaximumDepth
        let value = try ErrorScenario.chain(count: depth).resolve(Int.self, name: "level-0")
        #expect(value == depth - 1)
    }

    @Test("a chain one deeper than the maximum depth is a typed error naming the limit")
    func tooDeepChain() {
        let error = #expect(throws: ResolutionError.self) {
            try ErrorScenario.chain(count: 11, maximumDepth: 10).resolve(Int.self, name: "level-0")
        }
        guard case .maximumDepthExceeded(let limit)? = error?.reason else {
            Issue.record("expected .maximumDepthExceeded, got \(String(describing: error))")
            return
        }
        #expect(limit == 10)
        #expect(error?.key == RegistrationKey(Int.self, name: "level-10"))
        #expect(error?.chain.count == 11)
    }

    @Test("a chain far deeper than the maximum depth stops at the limit instead of overflowing")
    func veryDeepChain() {
        let error = #expect(throws: ResolutionError.self) {
            try ErrorScenario.chain(count: 100_000).resolve(Int.self, name: "level-0")
        }
        #expect(error?.chain.count == Container.defaultMaximumDepth + 1)
    }

    @Test("the maximum depth is reached before a 512 KiB thread stack (Darwin's secondary-thread default) overflows")
    func maximumDepthFitsSmallStacks() {
        let outcome = Locked512KiBOutcome()
        runOnThread(stackSize: 512 * 1024) {
            let legal = try? ErrorScenario.chain(count: Container.defaultMaximumDepth).resolve(Int.self, name: "level-0")
            var tooDeep: ResolutionError?
            do {
                _ = try ErrorScenario.chain(count: 1_000).resolve(Int.self, name: "level-0")
            } catch {
                tooDeep = error as? ResolutionError
            }
            outcome.record(legal: legal, tooDeep: tooDeep)
        }
        #expect(outcome.legal == Container.defaultMaximumDepth - 1)
        #expect(outcome.tooDeep?.chain.count == Container.defaultMaximumDepth + 1)
    }

    @Test("an error a factory throws is wrapped with the key and chain and keeps the original")
    func factoryFailure() {
        let error = #expect(throws: ResolutionError.self) {
            try ErrorScenario.failingFactory().resolve(String.self)
        }
        guard case .factoryFailed(let underlying)? = error?.reason else {
            Issue.record("expected .factoryFailed, got \(String(describing: error))")
            return
        }
        #expect(underlying is DatabaseUnavailable)
        #expect(error?.chain == [RegistrationKey(String.self), RegistrationKey(Database.self)])
    }

    @Test("a singleton whose factory failed is tried again on the next resolve")
    func failedSingletonRetries() throws {
        let calls = CallCounter()
        let container = Container()
        container.register(Counter.self, scope: .singleton) { _ in
            calls.increment()
            if calls.value == 1 { throw DatabaseUnavailable() }
            return Counter()
        }
        #expect(throws: ResolutionError.self) { try container.resolve(Counter.self) }
        _ = try container.resolve(Counter.self)
        #expect(calls.value == 2)
    }

    @Test("a factory that resolves through the container instead of its resolver still reports the whole chain")
    func directContainerCallInFactory() {
        let container = Container()
        container.register(String.self) { [unowned container] _ in
            _ = try container.resolve(Database.self)
            return "unreachable"
        }
        let error = #expect(throws: ResolutionError.self) { try container.resolve(String.self) }
        guard case .notRegistered? = error?.reason else {
            Issue.record("expected .notRegistered, got \(String(describing: error))")
            return
        }
        #expect(error?.chain == [RegistrationKey(String.self), RegistrationKey(Database.self)])
    }

    @Test("a cycle through direct container calls in factories is reported, not a stack overflow")
    func cycleThroughDirectContainerCalls() {
        let container = Container()
        container.register(CycleA.self) { [unowned container] _ in CycleA(b: try container.resolve()) }
        container.register(CycleB.self) { [unowned container] _ in CycleB(a: try container.resolve()) }
        let error = #expect(throws: ResolutionError.self) { try container.resolve(CycleA.self) }
        guard case .cycle(let cycle)? = error?.reason else {
            Issue.record("expected .cycle, got \(String(describing: error))")
            return
        }
        #expect(cycle == [RegistrationKey(CycleA.self), RegistrationKey(CycleB.self), RegistrationKey(CycleA.self)])
    }
}

/// What the small-stack thread of ``ContainerErrorTests/maximumDepthFitsSmallStacks()`` found.
private final class Locked512KiBOutcome: Sendable {
    private let results = Locked<(legal: Int?, tooDeep: ResolutionError?)>((nil, nil))

    func record(legal: Int?, tooDeep: ResolutionError?) {
        results.withLock { $0 = (legal, tooDeep) }
    }

    var legal: Int? { results.withLock { $0.legal } }
    var tooDeep: ResolutionError? { results.withLock { $0.tooDeep } }
}
