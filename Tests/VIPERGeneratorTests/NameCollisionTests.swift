import ToolTestSupport
import Foundation
import Testing
@testable import VIPERGenerator
import VIPERToolSupport

/// The files `viper new` writes for a module: Contracts, View, Presenter, Interactor, Router and
/// Models; Presenter, Interactor and assembly tests, the spies and the test data.
private let moduleFileCount = 11

@Suite("viper new refuses names that break the target")
struct NameCollisionTests {
    let directory: TemporaryDirectory
    let project: Project

    init() throws {
        directory = try TemporaryDirectory()
        project = Project(root: directory.url)
    }

    func request(_ name: String, ui: UIKind = .none, assembly: Assembly = .router) throws -> ModuleRequest {
        ModuleRequest(
            name: try ModuleName(validating: name), ui: ui, assembly: assembly,
            sourcesPath: "Sources/App/Modules", testsPath: "Tests/AppTests", target: "App"
        )
    }

    func plan(_ request: ModuleRequest, template: TemplateSet = BuiltInTemplate.templateSet) throws -> GenerationPlan {
        try project.plan(request, templateSet: template, force: false)
    }

    @Test(
        "a name whose generated type is a VIPER type is refused, naming the type and a name that works",
        arguments: [
            ("Module", Assembly.router, "ModuleScreen"),
            ("Navigation", .router, "NavigationError"),
            ("DeepLink", .router, "DeepLinkError"),
            ("Resolution", .router, "ResolutionError"),
        ])
    func libraryTypes(name: String, assembly: Assembly, type: String) throws {
        #expect(throws: ModuleNameError.shadowsLibraryType(name, type: type, library: "VIPER", suggestion: "\(name)Feature")) {
            try plan(request(name, assembly: assembly))
        }
        #expect(directory.files().isEmpty)
    }

    @Test("the suggested name is one that generates")
    func suggestionGenerates() throws {
        #expect(throws: (any Error).self) { try plan(request("Navigation")) }
        let planned = try plan(request("NavigationFeature"))
        #expect(planned.changes.contains { $0.file.path.hasSuffix("NavigationFeatureRouter.swift") })
    }

    @Test("every type the built-in template declares is checked against the libraries, whatever the options")
    func everyDeclaredTypeIsChecked() throws {
        var checked: Set<String> = []
        for type in LibraryTypeNames.viper.union(LibraryTypeNames.viperTesting).sorted() {
            for suffix in ["Error", "Builder", "View", "Router", "Route", "Item", "Presenter", "Screen", "ViewState"]
            where type.hasSuffix(suffix) && type.count > suffix.count {
                let name = String(type.dropLast(suffix.count))
                guard let moduleName = try? ModuleName(validating: name) else { continue }
                for assembly in Assembly.allCases {
                    let request = ModuleRequest(
                        name: moduleName, assembly: assembly, sourcesPath: "Sources/App/Modules", testsPath: "Tests/AppTests", target: "App"
                    )
                    let declared = try ModuleGenerator(templateSet: BuiltInTemplate.templateSet).files(for: request)
                        .flatMap { SwiftSourceScan($0.contents).declarations.map(\.name) }
                    guard declared.contains(type) else { continue }
                    #expect(throws: ModuleNameError.self, "\(name) declares \(type)") { try plan(request) }
                    checked.insert(type)
                }
            }
        }
        #expect(checked.isSuperset(of: ["ModuleBuilder", "NavigationError", "DeepLinkError", "ResolutionError"]), "\(checked.sorted())")
    }

    @Test("a name whose generated type is one the generated code takes from SwiftUI is refused for --ui swiftui only")
    func importedTypes() throws {
        #expect(
            throws: ModuleNameError.shadowsImportedType(
                "Progress", type: "ProgressView", usedIn: "Sources/App/Modules/Progress/ProgressView.swift", suggestion: "ProgressFeature"
            )
        ) {
            try plan(request("Progress", ui: .swiftui))
        }
        #expect(try plan(request("Progress")).changes.count == moduleFileCount)
    }

    @Test("a template that writes the name as a variable refuses a name that becomes a keyword")
    func keywordInCode() throws {
        let template = TemplateSet(
            name: "vars",
            files: [
                TemplateFile(path: "sources/{{Module}}Note.swift.tpl", text: "// {{module}}\nlet {{module}} = \"{{module}}\"\n")
            ])
        #expect(
            throws: ModuleNameError.keywordInCode("Default", identifier: "default", file: "Sources/App/Modules/Default/DefaultNote.swift:2")
        ) {
            try plan(request("Default"), template: template)
        }
        #expect(try plan(request("Defaults"), template: template).changes.count == 1)
    }

    @Test("a type the target already declares at file scope is refused with where it is")
    func targetSources() throws {
        try directory.write("import Foundation\n\n@MainActor\nfinal class ProfilePresenter {}\n", to: "Sources/App/Legacy/Old.swift")
        #expect(
            throws: ModuleNameError.clashesWithTarget("Profile", type: "ProfilePresenter", declaredAt: "Sources/App/Legacy/Old.swift:4")
        ) {
            try plan(request("Profile"))
        }
    }

    @Test("a type the test target already declares is refused too")
    func targetTests() throws {
        try directory.write("final class ProfileViewSpy {}\n", to: "Tests/AppTests/Helpers/Spies.swift")
        #expect(
            throws: ModuleNameError.clashesWithTarget("Profile", type: "ProfileViewSpy", declaredAt: "Tests/AppTests/Helpers/Spies.swift:1")
        ) {
            try plan(request("Profile"))
        }
    }

    @Test("nested types, mentions in comments, other targets and build folders do not clash")
    func notClashes() throws {
        try directory.write("struct Screens {\n    struct ProfileView {}\n}\n// class ProfilePresenter\n", to: "Sources/App/Other.swift")
        try directory.write("final class ProfilePresenter {}\n", to: "Sources/Other/ProfilePresenter.swift")
        try directory.write("final class ProfilePresenter {}\n", to: "Sources/App/.build/checkouts/X.swift")
        #expect(try plan(request("Profile")).changes.count == moduleFileCount)
    }

    @Test("regenerating with force does not clash with the module's own files")
    func ownFiles() throws {
        try project.apply(plan(request("Profile")))
        #expect(
            try project.plan(request("Profile"), templateSet: BuiltInTemplate.templateSet, force: true).changes.allSatisfy {
                $0.kind == .unchanged
            })
    }

    @Test("a name too long for the file system is refused before anything is written, with the length that fits")
    func tooLong() throws {
        let name = "A" + String(repeating: "b", count: 199)
        let error = try #require(throws: ModuleNameError.self) { try plan(request(name)) }
        guard case .fileNameTooLong(name, let fileName, let bytes, let limit) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(fileName == name + "Contracts.swift")
        #expect(bytes == name.count + 15)
        #expect(limit == 255 - AtomicFile.temporaryNameOverhead)
        #expect(error.description.contains("use a name at most \(name.count - (bytes - limit)) characters long"))
        #expect(directory.files().isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }

    @Test("long folder names of the user's own paths are not blamed on the module name")
    func longBasePath() throws {
        let folder = String(repeating: "f", count: 240)
        let request = ModuleRequest(
            name: try ModuleName(validating: "Profile"), sourcesPath: "Sources/\(folder)", testsPath: "Tests/\(folder)", target: "App")
        #expect(try project.plan(request, templateSet: BuiltInTemplate.templateSet, force: false).changes.count == moduleFileCount)
    }

    @Test("the longest name that fits generates")
    func longestThatFits() throws {
        let longestSuffix = "InteractorTests.swift".count
        let name = "A" + String(repeating: "b", count: 255 - AtomicFile.temporaryNameOverhead - longestSuffix - 1)
        try project.apply(plan(request(name)))
        #expect(directory.files().count == moduleFileCount + 1)
    }
}
