import Testing
import VIPERMocks
import VIPERSyntax

@Suite("Contract reader")
struct ContractReaderTests {
    @Test("methods keep labels, names, effects and return types")
    func methodShape() throws {
        let set = contracts(
            """
            protocol Service: Sendable {
                func fetch(id: Int, _ name: String) async throws(ServiceError) -> [Item]
            }
            """)
        let model = try #require(set.protocol(named: "Service"))
        guard case .method(let method) = try #require(model.requirements.first) else {
            Issue.record("expected a method")
            return
        }
        #expect(method.selector == "fetch(id:_:)")
        #expect(method.parameters.map(\.name) == ["id", "name"])
        #expect(method.isAsync)
        #expect(
            method.throwsClause
                == .typed(
                    TypeReference(text: "ServiceError", shape: .nominal(name: "ServiceError", arguments: []), identifiers: ["ServiceError"])
                ))
        #expect(method.returnType?.shape == .array(.nominal(name: "Item", arguments: [])))
        #expect(model.inherited == ["Sendable"])
    }

    @Test("parameters tell inout, variadic, escaping, optional and autoclosure closures apart")
    func parameterKinds() throws {
        let set = contracts(
            """
            protocol P {
                func f(_ a: inout Int, _ b: Int..., c: @escaping @Sendable () -> Void, d: (() -> Void)?, e: () -> Void, g: @autoclosure () -> String)
            }
            """)
        guard case .method(let method) = try #require(set.protocols.first?.requirements.first) else {
            Issue.record("expected a method")
            return
        }
        let parameters = method.parameters
        #expect(parameters[0].isInout && parameters[0].type.text == "Int")
        #expect(parameters[1].isVariadic)
        #expect(parameters[2].isEscaping && parameters[2].type.text == "@Sendable () -> Void")
        #expect(parameters[3].isEscaping && !parameters[3].isNonEscapingClosure)
        #expect(parameters[4].isNonEscapingClosure)
        #expect(parameters[5].isAutoclosure && parameters[5].type.text == "String")
    }

    @Test("global actors, where clauses, primary associated types and nesting are read")
    func protocolAttributes() throws {
        let set = contracts(
            """
            @MainActor protocol LoginView: StateRendering where State == LoginViewState {}
            protocol Names: Repository<String> {}
            enum Outer { protocol Inner {} }
            """)
        let view = try #require(set.protocol(named: "LoginView"))
        #expect(view.globalActor == "MainActor")
        #expect(view.sameTypeConstraints == ["State": "LoginViewState"])
        #expect(set.protocol(named: "Names")?.inheritedArguments == ["Repository": ["String"]])
        #expect(set.protocol(named: "Outer.Inner") != nil)
    }

    @Test("Equatable types are those declared so and enums without payloads")
    func equatableTypes() {
        let set = contracts(
            """
            protocol Uses { func f(_ a: A, _ b: B, _ c: C, _ d: D) }
            struct A: Hashable {}
            struct B {}
            enum C { case x, y }
            enum D { case x(Int) }
            extension B: Equatable {}
            """)
        #expect(set.equatableTypes == ["A", "B", "C"])
    }

    @Test("files without protocols are read for the types and aliases the protocols name, and only those")
    func typesInOtherFiles() {
        let set = ContractReader.read([
            LoadedSource(path: "Contracts.swift", text: "protocol Uses { func f(_ a: Account.Kind, done: Completion) }"),
            LoadedSource(path: "Kind.swift", text: "extension Account {\n    enum Kind { case a, b }\n}"),
            LoadedSource(path: "Aliases.swift", text: "typealias Completion = () -> Void\nenum Unused { case a }"),
            LoadedSource(path: "Model.swift", text: "struct Model: Equatable {}\nenum Other { case a }"),
        ])
        #expect(set.equatableTypes == ["Kind", "Unused"])
        #expect(set.functionTypeAliases == ["Completion"])
        #expect(set.importsByPath.keys.sorted() == ["Aliases.swift", "Contracts.swift", "Kind.swift", "Model.swift"])
    }

    @Test("a protocol file past a limit is not parsed, and says why")
    func limitsChecked() {
        let set = contracts("protocol Long {}\n// " + String(repeating: "x", count: 100_001))
        #expect(set.protocols.isEmpty)
        #expect(set.syntaxErrors["Contracts.swift"]?.first?.contains("maxLineLength") == true)
    }

    @Test("a file with syntax errors is read as far as it parses, and its errors are kept")
    func syntaxErrorsAreKept() {
        let set = contracts("protocol Broken { func f( }\nprotocol Fine { func g() }")
        #expect(set.syntaxErrors["Contracts.swift"]?.isEmpty == false)
        #expect(set.protocol(named: "Fine") != nil)
    }
}
