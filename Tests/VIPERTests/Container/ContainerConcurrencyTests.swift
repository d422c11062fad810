import Foundation
import Testing
import VIPER

/// Containers used from many threads at once. These tests also run under the
/// thread sanitizer: `swift test --sanitize=thread --filter Container`.
@Suite("Container concurrency")
struct ContainerConcurrencyTests {
    static let threads = 8
    static let iterationsPerThread = 200

    @Test("concurrent resolves of a graph with a singleton all succeed and share the singleton")
    func concurrentResolves() throws {
        let container = Container.login()
        let services = IdentitySet()
        let failures = CallCounter()
        runOnThreads(Self.threads) { _ in
            for _ in 0..<Self.iterationsPerThread {
                do {
                    let presenter = try container.resolve(LoginPresenter.self)
                    services.insert(presenter.interactor.auth)
                } catch {
                    failures.increment()
                }
            }
        }
        #expect(failures.value == 0)
        #expect(services.count == 1)
    }

    @Test("a singleton is created exactly once when many threads ask for it at the same time")
    func singletonCreatedOnce() {
        for _ in 0..<20 {
            let calls = CallCounter()
            let container = Container()
            container.register(Counter.self, scope: .singleton) { _ in
                calls.increment()
                // Stay in the factory a while so that the other threads arrive meanwhile.
                Thread.sleep(forTimeInterval: 0.001)
                return Counter()
            }
            let instances = IdentitySet()
            runOnThreads(Self.threads) { _ in
                if let counter = try? container.resolve(Counter.self) {
                    instances.insert(counter)
                }
            }
            #expect(calls.value == 1)
            #expect(instances.count == 1)
        }
    }

    @Test("singletons whose factories resolve other singletons neither deadlock nor duplicate under contention")
    func nestedSingletonsUnderContention() {
        final class Service {
            let counter: Counter
            init(counter: Counter) { self.counter = counter }
        }
        let calls = CallCounter()
        let container = Container()
        container.register(Counter.self, scope: .singleton) { _ in
            calls.increment()
            return Counter()
        }
        container.register(Service.self, scope: .singleton) { r in Service(counter: try r.resolve()) }
        let counters = IdentitySet()
        runOnThreads(Self.threads) { index in
            // Half the threads start from the outer singleton, half from the inner one.
            let counter =
                index.isMultiple(of: 2)
                ? try? container.resolve(Service.self).counter
                : try? container.resolve(Counter.self)
            if let counter {
                counters.insert(counter)
            }
        }
        #expect(calls.value == 1)
        #expect(counters.count == 1)
    }

    @Test("a weak instance held by a test is shared by every thread while it is held")
    func weakUnderContention() throws {
        let calls = CallCounter()
        let container = Container()
        container.register(Counter.self, scope: .weak) { _ in
            calls.increment()
            return Counter()
        }
        let held = try container.resolve(Counter.self)
        let mismatches = CallCounter()
        runOnThreads(Self.threads) { _ in
            for _ in 0..<Self.iterationsPerThread where (try? container.resolve(Counter.self)) !== held {
                mismatches.increment()
            }
        }
        #expect(mismatches.value == 0)
        #expect(calls.value == 1)
    }

    @Test("weak instances released and made again from many threads stay consistent")
    func weakChurnUnderContention() {
        let container = Container()
        container.register(Counter.self, scope: .weak) { _ in Counter() }
        let failures = CallCounter()
        runOnThreads(Self.threads) { _ in
            for _ in 0..<Self.iterationsPerThread {
                // Each resolve may get the instance another thread still holds, or a new one.
                guard let first = try? container.resolve(Counter.self),
                    let second = try? container.resolve(Counter.self)
                else {
                    failures.increment()
                    continue
                }
                // While `first` is held, the weak instance cannot change.
                if first !== second { failures.increment() }
            }
        }
        #expect(failures.value == 0)
    }

    @Test("registering and resolving concurrently from many threads is safe")
    func registerWhileResolving() {
        let container = Container.login()
        let failures = CallCounter()
        runOnThreads(Self.threads) { thread in
            for iteration in 0..<Self.iterationsPerThread {
                if thread.isMultiple(of: 2) {
                    let name = "thread-\(thread)-\(iteration)"
                    container.register(String.self, name: name) { _ in name }
                    if (try? container.resolve(String.self, name: name)) != name {
                        failures.increment()
                    }
                } else if (try? container.resolve(LoginPresenter.self)) == nil {
                    failures.increment()
                }
            }
        }
        #expect(failures.value == 0)
    }

    @Test("a child container resolves concurrently while its parent gains registrations")
    func childWhileParentRegisters() {
        let parent = Container.login()
        let child = parent.makeChild()
        child.register(LoginRouter.self) { _ in LoginRouter() }
        let failures = CallCounter()
        runOnThreads(Self.threads) { thread in
            for iteration in 0..<Self.iterationsPerThread {
                if thread == 0 {
                    parent.register(Int.self, name: "\(iteration)", scope: .graph) { _ in iteration }
                } else if (try? child.resolve(LoginPresenter.self)) == nil {
                    failures.increment()
                }
            }
        }
        #expect(failures.value == 0)
    }
}
