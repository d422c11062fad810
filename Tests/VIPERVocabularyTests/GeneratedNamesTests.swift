import Foundation
import Testing
import VIPERGenerator
import VIPERVocabulary

/// `viper new` names what it writes so that the other tools recognise it: a generated module's
/// types and contracts must be read back by the shared vocabulary as the roles of that module.
@Suite("Names viper new generates")
struct GeneratedNamesTests {
    private let vocabulary = RoleVocabulary.standard

    private func sources(layout: Layout, assembly: Assembly) throws -> [GeneratedFile] {
        let request = ModuleRequest(
            name: try ModuleName(validating: "Profile"), layout: layout, assembly: assembly,
            sourcesPath: "Sources/App", testsPath: "Tests/AppTests", target: "App")
        return try ModuleGenerator(templateSet: BuiltInTemplate.templateSet).files(for: request)
            .filter { $0.path.hasPrefix("Sources/") }
    }

    /// The names after `keyword` in `text` (`final class ProfileRouter` → `ProfileRouter`).
    private func declared(_ keywords: [String], in text: String) -> [String] {
        let words = text.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
        return zip(words, words.dropFirst()).filter { keywords.contains($0.0) }.map(\.1)
    }

    @Test(
        "every role type of a generated module belongs to that module, and the four VIPER roles are there",
        arguments: [Assembly.router, .builder])
    func roleTypes(assembly: Assembly) throws {
        let names = try sources(layout: .flat, assembly: assembly).flatMap { declared(["class", "struct", "enum"], in: $0.contents) }
        let roles = names.compactMap { vocabulary.module(ofType: $0) }
        #expect(Set(roles.map(\.module)) == ["Profile"])
        let expected: Set<Role> =
            assembly == .builder ? [.view, .presenter, .interactor, .router, .builder] : [.view, .presenter, .interactor, .router]
        #expect(Set(roles.map(\.role)).isSuperset(of: expected))
    }

    @Test("the generated contracts are read as the module's View, Presenter, Interactor and Router contracts")
    func contracts() throws {
        let contracts = try #require(try sources(layout: .flat, assembly: .router).first { $0.path.hasSuffix("ProfileContracts.swift") })
        let found = declared(["protocol"], in: contracts.contents).compactMap { vocabulary.contractRole(ofProtocol: $0) }
        #expect(Set(found.map(\.module)) == ["Profile"])
        #expect(Set(found.map(\.role)).isSuperset(of: [.view, .presenter, .interactor, .router]))
    }

    @Test("in the roles layout, the folder of each file names the role of the types it declares")
    func roleFolders() throws {
        for file in try sources(layout: .roles, assembly: .builder) {
            guard let folderRole = vocabulary.roleByFolder(file.path) else { continue }
            for name in declared(["class", "struct", "enum"], in: file.contents) {
                guard let role = vocabulary.module(ofType: name)?.role else { continue }
                #expect(role == folderRole || (folderRole == .router && role == .builder), "\(name) in \(file.path)")
            }
            #expect(vocabulary.moduleFolder(of: file.path).folder == "Sources/App/Profile", "\(file.path)")
        }
    }
}
