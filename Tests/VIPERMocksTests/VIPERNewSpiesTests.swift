import Foundation
import Testing
import VIPERGenerator
import VIPERMocks
import VIPERSyntax

/// `viper new` writes the spies `viper mocks` generates for its Contracts template, byte for
/// byte, so `viper mocks <Module>Contracts.swift --testable-import <Target> --output
/// <Module>Spies.swift --check` passes on a generated module. This test fails when the two
/// drift apart, and prints the spies the template must hold.
@Suite("viper new spies")
struct VIPERNewSpiesTests {
    @Test(
        "viper mocks --check finds the spies of a generated module up to date, with or without a project header",
        arguments: ["", "// Copyright © ACME"])
    func builtInSpiesAreGenerated(header: String) throws {
        let request = ModuleRequest(
            name: try ModuleName(validating: "Sample"), sourcesPath: "Sources/App", testsPath: "Tests/AppTests",
            target: "App", header: header)
        let files = try ModuleGenerator(templateSet: BuiltInTemplate.templateSet).files(for: request)
        let contracts = try #require(files.first { $0.path.hasSuffix("/SampleContracts.swift") })
        let spies = try #require(files.first { $0.path.hasSuffix("/SampleSpies.swift") })
        let set = ContractReader.read([LoadedSource(path: contracts.path, text: contracts.contents)])
        let generated = try SpyGenerator(options: SpyOptions(testableImports: ["App"])).generate(from: set)

        #expect(generated.skipped.isEmpty)
        #expect(generated.spyNames.count == 6)
        let template = generated.text.replacingOccurrences(of: "Sample", with: "{{Module}}")
            .replacingOccurrences(of: "@testable import App", with: "@testable import {{target}}")
        #expect(generated.isCurrent(spies.contents), "SpiesTemplate.swift must hold, under its header:\n\(template)")
    }
}

/// The VIPER runtime's protocols that contracts inherit are known to `viper mocks` without
/// their files; these tests fail when the runtime's declaration and the known one differ.
@Suite("Runtime protocols")
struct RuntimeProtocolsTests {
    private static let stateRendering = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Sources/VIPER/Module/StateRendering.swift")

    private let contracts = """
        import VIPER
        @MainActor protocol LoginView: StateRendering where State == LoginViewState {}
        """

    @Test("a contract inheriting StateRendering gets the same spy with and without the runtime's file")
    func stateRendering() throws {
        let runtime = try String(contentsOf: Self.stateRendering, encoding: .utf8)
        let options = SpyOptions(protocolNames: ["LoginView"])
        let alone = try spies(files: [("LoginContracts.swift", contracts)], options: options)
        let withRuntime = try spies(files: [("LoginContracts.swift", contracts), ("StateRendering.swift", runtime)], options: options)
        #expect(alone.skipped.isEmpty)
        #expect(alone.text.contains("func render(_ state: State)"))
        #expect(alone.text == withRuntime.text)
    }

    @Test("a runtime protocol is only assumed when the contract's file imports VIPER")
    func onlyWithTheImport() throws {
        let generated = try spies(files: [("LoginContracts.swift", contracts.replacingOccurrences(of: "import VIPER\n", with: ""))])
        #expect(generated.skipped.first?.reason.contains("inherits 'StateRendering', which is not in the scanned files") == true)
    }
}
