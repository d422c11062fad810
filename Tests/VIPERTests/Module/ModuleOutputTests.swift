import Testing
import VIPER

@MainActor
@Suite("ModuleOutput and Module")
struct ModuleOutputTests {
    final class Parent {
        var received: [String] = []
    }

    @Test("send delivers each value to the builder's closure, in order")
    func sendDelivers() {
        var received: [Int] = []
        let output = ModuleOutput<Int> { received.append($0) }
        output.send(1)
        output.send(2)
        #expect(received == [1, 2])
    }

    @Test("a weak output delivers while its receiver lives and drops values after")
    func weakOutputDoesNotRetain() {
        var parent: Parent? = Parent()
        weak let weakParent = parent
        let output = ModuleOutput<String>.weak(parent!) { parent, value in parent.received.append(value) }
        output.send("picked Lisbon")
        #expect(parent?.received == ["picked Lisbon"])
        parent = nil
        #expect(weakParent == nil, "the output must not keep its receiver alive")
        output.send("ignored")
    }

    @Test("a Void output can signal completion without a value")
    func voidOutput() {
        var finished = 0
        let output = ModuleOutput<Void> { finished += 1 }
        output.send()
        #expect(finished == 1)
        ModuleOutput<Void>.ignored.send()
    }
}
