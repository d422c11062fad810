import Foundation
import Testing
import ToolTestSupport
import VIPERGenerator
@testable import VIPERCLI

@Suite("viper extract on the command line")
struct ExtractCommandTests {
    private func run(_ arguments: [String], in folder: URL) -> (status: ExitCode, output: String, errors: String) {
        let console = CapturingConsole()
        let status = VIPERCommand.run(arguments, in: CommandContext(console: console, workingDirectory: folder))
        return (status, console.standardOutput, console.standardError)
    }

    /// A folder holding the corpus's table screen (kept alive by the returned directory).
    private func screenFolder() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write(try Corpus.text("ItemsTable", "ItemsViewController.swift"), to: "ItemsViewController.swift")
        return folder
    }

    private func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test("--dry-run prints the diff and the placement table and writes nothing")
    func dryRunWritesNothing() throws {
        let directory = try screenFolder()
        let folder = directory.url
        let before = try String(contentsOf: folder.appendingPathComponent("ItemsViewController.swift"), encoding: .utf8)
        let result = run(["extract", "ItemsViewController.swift", "--dry-run"], in: folder)
        #expect(result.status == .success)
        #expect(result.output.contains("+++ b/ItemsPresenter.swift"))
        #expect(result.output.contains("func showDetail(of item: Item)                    Router"))
        #expect(files(in: folder) == ["ItemsViewController.swift"])
        #expect(try String(contentsOf: folder.appendingPathComponent("ItemsViewController.swift"), encoding: .utf8) == before)
    }

    @Test("without --dry-run the View replaces the file and the module's files are written beside it")
    func writesTheModule() throws {
        let directory = try screenFolder()
        let folder = directory.url
        let result = run(["extract", "ItemsViewController.swift"], in: folder)
        #expect(result.status == .success)
        #expect(
            files(in: folder) == [
                "ItemsAssembly.swift", "ItemsContracts.swift", "ItemsInteractor.swift", "ItemsPresenter.swift", "ItemsRouter.swift",
                "ItemsViewController.swift",
            ])
        let view = try String(contentsOf: folder.appendingPathComponent("ItemsViewController.swift"), encoding: .utf8)
        #expect(view.contains("lazy var presenter: any ItemsPresentation"))
    }

    @Test("a file named by an absolute path from elsewhere gets its module beside it")
    func absolutePathWritesBesideTheFile() throws {
        let directory = try screenFolder()
        let elsewhere = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("ItemsViewController.swift").path
        let result = run(["extract", file], in: elsewhere.url)
        #expect(result.status == .success, "\(result.errors)")
        #expect(files(in: directory.url).count == 6)
        #expect(files(in: elsewhere.url).isEmpty)
    }

    @Test("existing module files are not overwritten without --force, and nothing is written")
    func refusesToOverwrite() throws {
        let directory = try screenFolder()
        let folder = directory.url
        try "// mine\n".write(to: folder.appendingPathComponent("ItemsRouter.swift"), atomically: true, encoding: .utf8)
        let result = run(["extract", "ItemsViewController.swift"], in: folder)
        #expect(result.status != .success)
        #expect(result.errors.contains("ItemsRouter.swift"))
        #expect(files(in: folder) == ["ItemsRouter.swift", "ItemsViewController.swift"])
        #expect(try String(contentsOf: folder.appendingPathComponent("ItemsRouter.swift"), encoding: .utf8) == "// mine\n")
    }

    @Test("--json lists every placement and the count of manual steps")
    func jsonReport() throws {
        let directory = try screenFolder()
        let folder = directory.url
        let result = run(["extract", "ItemsViewController.swift", "--dry-run", "--json"], in: folder)
        let report = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(report?["module"] as? String == "Items")
        #expect((report?["placements"] as? [[String: Any]])?.count == 15)
        #expect(report?["manualSteps"] as? Int == 0)
    }

    @Test("viper.json's layout, assembly, tests path and target apply to extract as to new")
    func projectSettingsApply() throws {
        let directory = try screenFolder()
        try directory.write(
            #"{ "layout": "roles", "assembly": "builder", "testsPath": "Tests/AppTests", "target": "App", "tests": "xctest" }"#,
            to: "viper.json")
        let result = run(["extract", "ItemsViewController.swift"], in: directory.url)
        #expect(result.status == .success, "\(result.errors)")
        for path in [
            "ItemsContracts.swift", "Presenter/ItemsPresenter.swift", "Interactor/ItemsInteractor.swift", "Router/ItemsRouter.swift",
            "Router/ItemsBuilder.swift", "Tests/AppTests/Items/ItemsSpies.swift", "Tests/AppTests/Items/ItemsPresenterTests.swift",
            "Tests/AppTests/Items/ItemsInteractorTests.swift",
        ] {
            #expect(FileManager.default.fileExists(atPath: directory.url.appending(path: path).path), "\(path)")
        }
        let view = try String(contentsOf: directory.url.appending(path: "ItemsViewController.swift"), encoding: .utf8)
        #expect(view.contains("lazy var presenter: any ItemsPresentation = ItemsBuilder().presenter(for: self)"))
        let tests = try String(contentsOf: directory.url.appending(path: "Tests/AppTests/Items/ItemsPresenterTests.swift"), encoding: .utf8)
        #expect(tests.contains("final class ItemsPresenterTests: XCTestCase"))
        #expect(tests.contains("@testable import App"))
    }

    @Test("the command line overrides viper.json, and the spies are exactly what viper mocks writes")
    func commandLineOverridesAndSpiesMatchMocks() throws {
        let directory = try screenFolder()
        try directory.write(#"{ "layout": "roles", "target": "Shop" }"#, to: "viper.json")
        let result = run(
            ["extract", "ItemsViewController.swift", "--layout", "flat", "--target", "App", "--tests-path", "Checks"], in: directory.url)
        #expect(result.status == .success, "\(result.errors)")
        #expect(FileManager.default.fileExists(atPath: directory.url.appending(path: "ItemsPresenter.swift").path))
        let spies = try String(contentsOf: directory.url.appending(path: "Checks/Items/ItemsSpies.swift"), encoding: .utf8)
        let mocks = run(["mocks", "ItemsContracts.swift", "--testable-import", "App"], in: directory.url)
        #expect(mocks.status == .success)
        #expect(mocks.output == spies)
        for spy in ["ItemsViewSpy", "ItemsUseCaseSpy", "ItemsRoutingSpy", "ItemsInteractorOutputSpy"] {
            #expect(spies.contains("class \(spy)"))
        }
        let tests = try String(contentsOf: directory.url.appending(path: "Checks/Items/ItemsPresenterTests.swift"), encoding: .utf8)
        #expect(tests.contains("@Suite(\"ItemsPresenter\")"))
        #expect(tests.contains("#expect(presenter.view == nil)"))
    }

    @Test("--dry-run with a target lists the tests it would write, and writes nothing")
    func dryRunListsTests() throws {
        let directory = try screenFolder()
        let result = run(["extract", "ItemsViewController.swift", "--dry-run", "--target", "App"], in: directory.url)
        #expect(result.status == .success, "\(result.errors)")
        #expect(result.output.contains("+++ b/Tests/Items/ItemsPresenterTests.swift"))
        #expect(files(in: directory.url) == ["ItemsViewController.swift"])
    }

    @Test("--help lists viper new's project options under their own heading")
    func helpListsProjectOptions() throws {
        let directory = try TemporaryDirectory()
        let result = run(["extract", "--help"], in: directory.url)
        #expect(result.output.contains("PROJECT OPTIONS (AS VIPER NEW; EACH FALLS BACK TO VIPER.JSON):"), "\(result.output)")
        for option in [
            "--layout <layout>", "--tests <tests>", "--assembly <assembly>", "--tests-path <path>", "--target <name>",
            "--xcodeproj <path>", "--test-target <name>", "--link/--no-link",
        ] {
            #expect(result.output.contains("  \(option)"), "\(option)")
        }
    }

    @Test("a write with a path that leaves the project leaves no file, not even a temporary one")
    func refusedPathLeavesNothing() throws {
        let directory = try TemporaryDirectory()
        let project = Project(root: directory.url)
        #expect(throws: ProjectError.self) {
            try project.write([GeneratedFile(path: "A.swift", contents: "a\n"), GeneratedFile(path: "/elsewhere/B.swift", contents: "b\n")])
        }
        #expect(files(in: directory.url).isEmpty)
    }

    @Test("a file without a view controller is a usage error that says what was expected")
    func noViewControllerIsUsageError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("struct Model {}\n", to: "Model.swift")
        let result = run(["extract", "Model.swift"], in: directory.url)
        #expect(result.status == .usage)
        #expect(result.errors.contains("declares no class inheriting from a …ViewController"))
    }
}
