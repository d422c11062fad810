import Testing
import VIPER

@MainActor
@Suite("Module")
struct ModuleTests {
    final class Part {}

    @Test("a module carries its view, its typed input handle, its scope and its objects")
    func carriesParts() {
        let presenter = Part()
        let scope = ModuleScope()
        let module = Module(view: "view", input: 42, scope: scope, objects: [.presenter: presenter])
        #expect(module.view == "view")
        #expect(module.input == 42)
        #expect(module.scope === scope)
        #expect(module.objects.map(\.key) == [.presenter])
        #expect(module.objects.first?.value === presenter)
        let plain = Module(view: "only a view")
        #expect(plain.view == "only a view")
        #expect(!plain.scope.isDetached)
    }

    @Test("dropping the input keeps the view, the scope and the objects")
    func droppingInput() {
        let presenter = Part()
        let module = Module(view: "view", input: 42, objects: [.presenter: presenter])
        let shown = module.droppingInput()
        #expect(shown.view == "view")
        #expect(shown.scope === module.scope)
        #expect(shown.objects.first?.value === presenter)
    }

    @Test("a tracked module holds its objects weakly, its view until detached, and detaches its scope")
    func trackedModule() async {
        var presenter: Part? = Part()
        var view: Part? = Part()
        weak let weakView = view
        let module = Module(view: view!, objects: [.view: view!, .presenter: presenter!])
        let tracked = TrackedModule(module)
        _ = consume module
        view = nil
        presenter = nil
        #expect(weakView != nil, "the tracked module keeps the view alive until detached")
        #expect(tracked.survivors.map(\.role) == [.view])
        tracked.detach()
        #expect(weakView == nil)
        #expect(tracked.survivors.isEmpty)
    }

    @Test("a module request is equal only to itself, whatever its input")
    func requestIdentity() {
        let first = ModuleRequest("Lisbon", output: ModuleOutput<Int>.ignored)
        let second = ModuleRequest("Lisbon", output: ModuleOutput<Int>.ignored)
        #expect(first == first)
        #expect(first != second)
        #expect(Set([first, second, first]).count == 2)
        #expect(first.description == "ModuleRequest<String, Int>")
    }

    @Test("a module request hands its output's values to the receiver")
    func requestOutput() {
        var received: [Int] = []
        let request = ModuleRequest(output: ModuleOutput<Int> { received.append($0) })
        request.output.send(3)
        #expect(received == [3])
    }
}
