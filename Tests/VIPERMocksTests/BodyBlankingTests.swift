import Testing

@testable import VIPERMocks

@Suite("Function bodies blanked before parsing")
struct BodyBlankingTests {
    @Test("a function's body is left out but for its line breaks, everything else as it was")
    func functionBody() {
        let text = "struct S {\n    func f() -> Int {\n        return 1\r\n    }\n}\n"
        let blanked = BodyBlanking.blanked(text)
        #expect(blanked == "struct S {\n    func f() -> Int {\n\r\n}\n}\n")
        #expect(blanked?.utf8.filter { $0 == UInt8(ascii: "\n") }.count == text.utf8.filter { $0 == UInt8(ascii: "\n") }.count)
    }

    @Test("protocols, enums and their members are never blanked")
    func protocolsKept() {
        let text = "protocol P {\n    var x: Int { get }\n    func f()\n}\nenum E { case a(Int) }\nfunc g() { work() }\n"
        #expect(
            BodyBlanking.blanked(text)
                == "protocol P {\n    var x: Int { get }\n    func f()\n}\nenum E { case a(Int) }\nfunc g() {}\n")
    }

    @Test("braces in strings, interpolations and comments do not end a body")
    func stringsAndComments() throws {
        let text =
            ##"func f() { let s = "}\(g { 1 })"; /* } */ let r = #"}"#; let m = """"##
            + "\n}\n\"\"\" }\nprotocol P {}"
        let blanked = try #require(BodyBlanking.blanked(text))
        #expect(blanked.hasPrefix("func f() {"))
        #expect(blanked.hasSuffix("}\nprotocol P {}"))
        #expect(!blanked.contains("let"))
    }

    @Test("a body that declares a type is kept; unbalanced brackets leave the text alone")
    func keptAndRefused() {
        #expect(BodyBlanking.blanked("func f() {\n    enum Local { case a }\n}") == nil)
        #expect(BodyBlanking.blanked("func f() { g(] }") == nil)
        #expect(BodyBlanking.blanked("struct S {") == nil)
        let deep = "func f() { " + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000) + " }"
        #expect(BodyBlanking.blanked(deep) == nil)
    }

    @Test("a file read with its bodies blanked gives the same contracts as the original")
    func sameContracts() {
        let text = """
            import Foundation
            protocol Store: AnyObject {
                func load(_ id: ID) async throws -> Item
            }
            struct ID: Hashable { let raw: String; var text: String { raw } }
            final class Live: Store {
                func load(_ id: ID) async throws -> Item { try await fetch(id) { "}" } }
            }
            enum Item { case a(Int) }
            """
        let set = contracts(text + "\nfunc work() {\n    step()\n    step()\n}\nprotocol Later {}\n")
        #expect(set.protocol(named: "Store")?.line == 2)
        #expect(set.protocol(named: "Later")?.line == 14)
        #expect(set.equatableTypes == ["ID"])
        #expect(set.importsByPath["Contracts.swift"] == ["Foundation"])
        #expect(set.syntaxErrors.isEmpty)
    }
}
