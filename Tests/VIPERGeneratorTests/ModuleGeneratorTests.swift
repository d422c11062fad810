import Foundation
import Testing
import VIPERGenerator

@Suite("ModuleGenerator")
struct ModuleGeneratorTests {
    let generator: ModuleGenerator

    init() throws {
        generator = try ModuleGenerator(templateSet: BuiltInTemplate.templateSet)
    }

    func request(
        layout: Layout = .flat, ui: UIKind = .none, tests: TestFramework = .swiftTesting,
        assembly: Assembly = .router, header: String = ""
    ) throws -> ModuleRequest {
        ModuleRequest(
            name: try ModuleName(validating: "Profile"), layout: layout, ui: ui, tests: tests,
            assembly: assembly, sourcesPath: "Sources/App/Modules", testsPath: "Tests/AppTests",
            target: "App", header: header
        )
    }

    func files(_ request: ModuleRequest) throws -> [String: String] {
        Dictionary(uniqueKeysWithValues: try generator.files(for: request).map { ($0.path, $0.contents) })
    }

    @Test("the flat layout puts every source file in the module's folder, tests in its test folder")
    func flatLayout() throws {
        let paths = try generator.files(for: request()).map(\.path)
        #expect(
            paths == [
                "Sources/App/Modules/Profile/ProfileContracts.swift",
                "Sources/App/Modules/Profile/ProfileView.swift",
                "Sources/App/Modules/Profile/ProfilePresenter.swift",
                "Sources/App/Modules/Profile/ProfileInteractor.swift",
                "Sources/App/Modules/Profile/ProfileRouter.swift",
                "Sources/App/Modules/Profile/ProfileModels.swift",
                "Tests/AppTests/Profile/ProfilePresenterTests.swift",
                "Tests/AppTests/Profile/ProfileInteractorTests.swift",
                "Tests/AppTests/Profile/ProfileAssemblyTests.swift",
                "Tests/AppTests/Profile/ProfileSpies.swift",
                "Tests/AppTests/Profile/ProfileTestData.swift",
            ])
    }

    @Test("the roles layout puts each role in its folder, and the builder assembly adds a Builder")
    func rolesLayoutWithBuilder() throws {
        let paths = try generator.files(for: request(layout: .roles, assembly: .builder)).map(\.path)
        #expect(paths.contains("Sources/App/Modules/Profile/ProfileContracts.swift"))
        #expect(paths.contains("Sources/App/Modules/Profile/View/ProfileView.swift"))
        #expect(paths.contains("Sources/App/Modules/Profile/Presenter/ProfilePresenter.swift"))
        #expect(paths.contains("Sources/App/Modules/Profile/Interactor/ProfileInteractor.swift"))
        #expect(paths.contains("Sources/App/Modules/Profile/Router/ProfileBuilder.swift"))
        #expect(paths.contains("Sources/App/Modules/Profile/Entity/ProfileModels.swift"))
        #expect(paths.count == 12)
    }

    @Test("the router assembly builds in the Router; the builder assembly builds only in the Builder")
    func assemblyPlacement() throws {
        let router = try files(request())
        #expect(router["Sources/App/Modules/Profile/ProfileRouter.swift"]?.contains("static func build(") == true)
        let builder = try files(request(assembly: .builder))
        #expect(builder["Sources/App/Modules/Profile/ProfileRouter.swift"]?.contains("static func build(") == false)
        #expect(builder["Sources/App/Modules/Profile/ProfileBuilder.swift"]?.contains("struct ProfileBuilder: ModuleBuilder") == true)
    }

    @Test("only the View file differs between UI kinds", arguments: [UIKind.terminal, .uikit, .swiftui])
    func onlyViewDiffers(ui: UIKind) throws {
        let headless = try files(request())
        let other = try files(request(ui: ui))
        #expect(Set(headless.keys) == Set(other.keys))
        let differing = headless.keys.filter { headless[$0] != other[$0] }
        #expect(differing == ["Sources/App/Modules/Profile/ProfileView.swift"])
    }

    @Test("UIKit and SwiftUI views sit behind #if canImport, and every kind names its view ProfileScreen")
    func viewKinds() throws {
        let view = "Sources/App/Modules/Profile/ProfileView.swift"
        let uikit = try files(request(ui: .uikit))[view] ?? ""
        let swiftui = try files(request(ui: .swiftui))[view] ?? ""
        #expect(uikit.hasPrefix("#if canImport(UIKit)\n") && uikit.hasSuffix("#endif\n"))
        #expect(swiftui.hasPrefix("#if canImport(SwiftUI)\n") && swiftui.hasSuffix("#endif\n"))
        for ui in UIKind.allCases {
            #expect(try files(request(ui: ui))[view]?.contains("typealias ProfileScreen = ") == true, "\(ui)")
        }
    }

    @Test(
        "where UIKit or SwiftUI is absent, the module's view is the headless one, so the module still builds",
        arguments: [UIKind.uikit, .swiftui])
    func frameworkFallback(ui: UIKind) throws {
        let view = try #require(try files(request(ui: ui))["Sources/App/Modules/Profile/ProfileView.swift"])
        let fallback = try #require(view.components(separatedBy: "\n#else\n").last)
        #expect(fallback.hasPrefix("import VIPER\n"))
        #expect(fallback.contains("final class ProfileHeadlessView: ProfileView {"))
        #expect(fallback.hasSuffix("typealias ProfileScreen = ProfileHeadlessView\n#endif\n"))
    }

    @Test("the test framework chooses Swift Testing or XCTest for the tests, and the spies stay the same")
    func testFrameworks() throws {
        let testing = try files(request())
        let xctest = try files(request(tests: .xctest))
        let presenterTests = "Tests/AppTests/Profile/ProfilePresenterTests.swift"
        #expect(testing[presenterTests]?.contains("import Testing") == true)
        #expect(xctest[presenterTests]?.contains("final class ProfilePresenterTests: XCTestCase") == true)
        #expect(testing["Tests/AppTests/Profile/ProfileSpies.swift"] == xctest["Tests/AppTests/Profile/ProfileSpies.swift"])
        #expect(testing[presenterTests]?.contains("@testable import App") == true)
    }

    @Test("a header starts every file; without one, files start with their imports, the spies with viper mocks' line")
    func header() throws {
        for file in try generator.files(for: request(header: "// Copyright ACME")) {
            #expect(file.contents.hasPrefix("// Copyright ACME\n\n"), "\(file.path)")
        }
        for file in try generator.files(for: request()) {
            let start =
                file.path.hasSuffix("Spies.swift")
                ? "// Generated by viper mocks" : file.path.hasSuffix("TestData.swift") ? "@testable import " : "import "
            #expect(file.contents.hasPrefix(start), "\(file.path)")
        }
    }

    @Test("no file keeps an unrendered tag or a blank first line")
    func cleanOutput() throws {
        for layout in Layout.allCases {
            for ui in UIKind.allCases {
                for file in try generator.files(for: request(layout: layout, ui: ui, assembly: .builder)) {
                    #expect(!file.contents.contains("{{"), "\(file.path)")
                    #expect(!file.contents.contains("\n\n\n"), "\(file.path)")
                }
            }
        }
    }

    @Test("a template file outside sources/ and tests/ is refused")
    func misplacedFile() {
        let set = TemplateSet(name: "bad", files: [TemplateFile(path: "Views/X.swift.tpl", text: "x")])
        #expect(throws: TemplateError(file: "Views/X.swift.tpl", line: 1, kind: .outsideOutputFolders)) {
            try ModuleGenerator(templateSet: set)
        }
    }
}
