import Testing
import VIPER

@Suite("Container scopes")
struct ContainerScopeTests {
    /// A presenter-shaped object that takes two dependencies, to see whether they
    /// share one instance.
    final class Pair {
        let first: Counter
        let second: Counter
        init(first: Counter, second: Counter) {
            self.first = first
            self.second = second
        }
    }

    private func containerWithPair(counterScope scope: Scope) -> Container {
        let container = Container()
        container.register(Counter.self, scope: scope) { _ in Counter() }
        container.register(Pair.self) { r in Pair(first: try r.resolve(), second: try r.resolve()) }
        return container
    }

    @Test("transient makes a new instance for every resolve, also within one graph")
    func transient() throws {
        let container = containerWithPair(counterScope: .transient)
        let pair = try container.resolve(Pair.self)
        #expect(pair.first !== pair.second)
        #expect(try container.resolve(Counter.self) !== container.resolve(Counter.self))
    }

    @Test("graph shares one instance within a top-level resolve and makes a new one for the next")
    func graph() throws {
        let container = containerWithPair(counterScope: .graph)
        let first = try container.resolve(Pair.self)
        let second = try container.resolve(Pair.self)
        #expect(first.first === first.second)
        #expect(first.first !== second.first)
    }

    @Test("singleton returns the same instance to every resolve")
    func singleton() throws {
        let container = containerWithPair(counterScope: .singleton)
        let pair = try container.resolve(Pair.self)
        #expect(pair.first === pair.second)
        #expect(try container.resolve(Counter.self) === pair.first)
    }

    @Test("singletons are per container: two containers make two instances")
    func singletonPerContainer() throws {
        let one = containerWithPair(counterScope: .singleton)
        let other = containerWithPair(counterScope: .singleton)
        #expect(try one.resolve(Counter.self) !== other.resolve(Counter.self))
    }

    @Test("weak shares the instance while someone holds it")
    func weakShared() throws {
        let container = containerWithPair(counterScope: .weak)
        let held = try container.resolve(Counter.self)
        #expect(try container.resolve(Counter.self) === held)
        let pair = try container.resolve(Pair.self)
        #expect(pair.first === held && pair.second === held)
    }

    @Test("weak makes a new instance after the last holder released the previous one")
    func weakRecreated() throws {
        let calls = CallCounter()
        let container = Container()
        container.register(Counter.self, scope: .weak) { _ in
            calls.increment()
            return Counter()
        }
        var held: Counter? = try container.resolve(Counter.self)
        weak let previous = held
        held = nil
        #expect(previous == nil)
        let next = try container.resolve(Counter.self)
        #expect(calls.value == 2)
        #expect(try container.resolve(Counter.self) === next)
        #expect(calls.value == 2)
    }

    @Test("weak scope for a value type is a typed error, since nothing can hold a value weakly")
    func weakValueType() {
        let container = Container()
        container.register(POIID.self, scope: .weak) { _ in POIID(rawValue: "x") }
        let error = #expect(throws: ResolutionError.self) { try container.resolve(POIID.self) }
        guard case .weakScopeRequiresClass(let found)? = error?.reason else {
            Issue.record("expected .weakScopeRequiresClass, got \(String(describing: error))")
            return
        }
        #expect(ObjectIdentifier(found) == ObjectIdentifier(POIID.self))
    }

    @Test("a singleton's factory runs once even when several graphs need it")
    func singletonFactoryRunsOnce() throws {
        let calls = CallCounter()
        let container = Container()
        container.register(Counter.self, scope: .singleton) { _ in
            calls.increment()
            return Counter()
        }
        for _ in 0..<5 {
            _ = try container.resolve(Counter.self)
        }
        #expect(calls.value == 1)
    }
}
