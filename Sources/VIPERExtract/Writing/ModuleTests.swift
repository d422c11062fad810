import SwiftSyntax
import VIPERGenerator
import VIPERMocks
import VIPERSyntax

/// The tests of an extracted module, in `<testsPath>/<Module>/`: a spy for every contract,
/// written by the generator `viper mocks` and `viper new` use (so `viper mocks … --check` passes
/// on it), and tests of the Presenter and the Interactor against those spies.
struct ModuleTests {
    let plan: ModulePlan
    /// The module's contracts file, read for the spies.
    let contracts: ExtractedFile
    let framework: TestFramework
    let testing: ExtractOptions.Testing

    /// The spies, then the Presenter's and the Interactor's tests; a test is left out when a
    /// contract it needs could not be given a spy.
    func files() -> [ExtractedFile] {
        let contractSet = ContractReader.read([LoadedSource(path: contracts.path, text: contracts.contents)])
        guard let spies = try? SpyGenerator(options: SpyOptions(testableImports: [testing.target])).generate(from: contractSet) else {
            return []
        }
        let spied = Set(spies.spyNames)
        func spy(_ contract: String) -> String? { spied.contains("\(contract)Spy") ? "\(contract)Spy" : nil }
        var files = [file("\(plan.module)Spies.swift", spies.fileText(updating: nil))]
        if let view = spy(plan.viewProtocol), let useCase = spy(plan.useCaseProtocol), let routing = spy(plan.routingProtocol) {
            files.append(file("\(plan.presenterType)Tests.swift", presenterTests(view: view, useCase: useCase, routing: routing)))
        }
        if let output = spy(plan.outputProtocol) {
            files.append(file("\(plan.interactorType)Tests.swift", interactorTests(output: output)))
        }
        return files
    }

    private func file(_ name: String, _ contents: String) -> ExtractedFile {
        ExtractedFile(
            path: [testing.testsPath, plan.module, name].filter { !$0.isEmpty && $0 != "." }.joined(separator: "/"), contents: contents,
            existing: nil, isTest: true)
    }

    private func presenterTests(view: String, useCase: String, routing: String) -> String {
        let make = """
            let view = \(view)()
                    let interactor = \(useCase)()
                    let router = \(routing)()
                    let presenter = \(plan.presenterType)(view: view, interactor: interactor, router: router)
            """
        var cases = [
            TestCase(
                title: "holds its view weakly, and keeps its interactor and router", name: "holdsItsViewWeakly",
                body: """
                    var view: \(view)? = \(view)()
                            let interactor = \(useCase)()
                            let router = \(routing)()
                            let presenter = \(plan.presenterType)(view: view!, interactor: interactor, router: router)
                            \(framework.expect("presenter.view === view"))
                            \(framework.expect("presenter.interactor === interactor"))
                            \(framework.expect("presenter.router === router"))
                            view = nil
                            \(framework.expect("presenter.view == nil"))
                    """)
        ]
        for member in LogicFiles(plan: plan).forwarded {
            guard let function = member.decl.as(FunctionDeclSyntax.self), Self.isPlainCall(function) else { continue }
            let receiver = plan.role(of: member.index) == .interactor ? "interactor" : "router"
            let name = function.name.text
            cases.append(
                TestCase(
                    title: "passes \(name)() on to its \(receiver)", name: "passes\(name.prefix(1).uppercased() + name.dropFirst())",
                    body: """
                        \(make)
                                presenter.\(name)()
                                \(framework.expect("\(receiver).invocations.values == [\"\(name)()\"]"))
                        """))
        }
        return suite(named: "\(plan.presenterType)Tests", about: plan.presenterType, cases)
    }

    private func interactorTests(output: String) -> String {
        suite(
            named: "\(plan.interactorType)Tests", about: plan.interactorType,
            [
                TestCase(
                    title: "answers through a weak output", name: "answersThroughAWeakOutput",
                    body: """
                        let interactor = \(plan.interactorType)()
                                var output: \(output)? = \(output)()
                                interactor.output = output
                                \(framework.expect("interactor.output === output"))
                                output = nil
                                \(framework.expect("interactor.output == nil"))
                        """)
            ])
    }

    /// A method called with no argument, no effect and no result, so a test can call it as it is.
    private static func isPlainCall(_ function: FunctionDeclSyntax) -> Bool {
        let signature = function.signature
        return signature.parameterClause.parameters.isEmpty && signature.effectSpecifiers == nil && signature.returnClause == nil
            && function.genericParameterClause == nil
            && !function.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    private struct TestCase {
        let title: String
        let name: String
        let body: String
    }

    private func suite(named name: String, about type: String, _ cases: [TestCase]) -> String {
        switch framework {
        case .swiftTesting:
            let tests = cases.map { test in
                "    @Test(\"\(test.title)\")\n    func \(test.name)() {\n        \(test.body)\n    }\n"
            }
            return """
                import Testing
                @testable import \(testing.target)

                /// \(type), against spies of the contracts around it.
                @MainActor
                @Suite("\(type)")
                struct \(name) {
                \(tests.joined(separator: "\n"))}

                """
        case .xctest:
            let tests = cases.map { test in
                "    /// \(type) \(test.title).\n    @MainActor\n    func test\(test.name.prefix(1).uppercased() + test.name.dropFirst())() {\n        \(test.body)\n    }\n"
            }
            return """
                import XCTest
                @testable import \(testing.target)

                /// \(type), against spies of the contracts around it.
                final class \(name): XCTestCase {
                \(tests.joined(separator: "\n"))}

                """
        }
    }
}

extension TestFramework {
    /// The framework's check that `condition` holds.
    fileprivate func expect(_ condition: String) -> String {
        self == .swiftTesting ? "#expect(\(condition))" : "XCTAssertTrue(\(condition))"
    }
}
