import Foundation
import Testing
import VIPERGenerator
import VIPERMocks

/// `viper new` writes the spies `viper mocks` generates for its Contracts template: this test
/// fails when the two drift apart, and prints the spies the template must hold.
@Suite("viper new spies")
struct VIPERNewSpiesTests {
    private static let stateRendering = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Sources/VIPER/Module/StateRendering.swift")

    @Test("the built-in template's spies are what viper mocks writes for its contracts")
    func builtInSpiesAreGenerated() throws {
        let request = ModuleRequest(
            name: try ModuleName(validating: "Sample"), sourcesPath: "Sources/App", testsPath: "Tests/AppTests", target: "App")
        let files = try ModuleGenerator(templateSet: BuiltInTemplate.templateSet).files(for: request)
        let contracts = try #require(files.first { $0.path.hasSuffix("/SampleContracts.swift") })
        let spies = try #require(files.first { $0.path.hasSuffix("/SampleSpies.swift") })
        let sources = [
            SwiftSource(path: contracts.path, text: contracts.contents),
            SwiftSource(path: "StateRendering.swift", text: try String(contentsOf: Self.stateRendering, encoding: .utf8)),
        ]
        let set = ContractReader.read(sources)
        let options = SpyOptions(
            version: "", command: "", testableImports: ["App"],
            protocolNames: set.protocols.filter { $0.path == contracts.path }.map(\.name), namesSourceLocations: false)
        let generated = try SpyGenerator(options: options).generate(from: set)

        #expect(generated.skipped.isEmpty)
        #expect(generated.spyNames.count == 6)
        let template = generated.declarations.replacingOccurrences(of: "Sample", with: "{{Module}}")
        #expect(spies.contents.contains(generated.declarations), "SpiesTemplate.swift must hold:\n\(template)")
    }
}
