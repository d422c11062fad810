import ToolTestSupport
import Foundation
import Testing
@testable import VIPERGenerator

/// An empty project in a temporary folder, and the request for a `Profile` module in its `App`
/// target: where the suites that write modules start.
func profileModuleInEmptyProject() throws -> (TemporaryDirectory, Project, ModuleRequest) {
    let directory = try TemporaryDirectory()
    let request = ModuleRequest(
        name: try ModuleName(validating: "Profile"), sourcesPath: "Sources/App/Modules",
        testsPath: "Tests/AppTests", target: "App"
    )
    return (directory, Project(root: directory.url), request)
}

@Suite("Project: writing modules")
struct ProjectWritingTests {
    let directory: TemporaryDirectory
    let project: Project
    let request: ModuleRequest

    init() throws {
        (directory, project, request) = try profileModuleInEmptyProject()
    }

    func generate(force: Bool = false, template: TemplateSet = BuiltInTemplate.templateSet) throws -> [FileChange] {
        let plan = try project.plan(request, templateSet: template, force: force)
        try project.apply(plan)
        return plan.changes
    }

    @Test("a new module's files are all created, and nothing else but the manifest is written")
    func createsFiles() throws {
        let changes = try generate()
        #expect(changes.allSatisfy { $0.kind == .create })
        #expect(directory.files() == (changes.map(\.file.path) + [".viper/manifest.json"]).sorted())
        for change in changes {
            #expect(directory.read(change.file.path) == change.file.contents)
        }
    }

    @Test("planning writes nothing")
    func planWritesNothing() throws {
        _ = try project.plan(request, templateSet: BuiltInTemplate.templateSet, force: false)
        #expect(directory.files().isEmpty)
    }

    @Test("the manifest records the module with its template, version, options, and each file with its hash")
    func manifest() throws {
        let changes = try generate()
        let entry = try #require(try project.loadManifest().entry(named: "Profile"))
        #expect(
            entry
                == Manifest.Entry(
                    name: "Profile", template: "module", version: VIPERVersion.current, layout: .flat, ui: .none,
                    tests: .swiftTesting, assembly: .router,
                    files: changes.map { Manifest.File(path: $0.file.path, sha256: SHA256.hex($0.file.contents)) }
                ))
        let json = try #require(directory.read(".viper/manifest.json"))
        #expect(json.contains("\"template\" : \"module\""))
        #expect(json.contains("\"sha256\" : \"\(SHA256.hex(changes[0].file.contents))\""))
    }

    @Test("an existing module folder is refused without force")
    func existingFolderRefused() throws {
        try directory.write("// mine", to: "Sources/App/Modules/Profile/Notes.swift")
        #expect(throws: ProjectError.moduleExists(name: "Profile", path: "Sources/App/Modules/Profile")) {
            try generate()
        }
    }

    @Test("an empty module folder, left behind by hand or by an older viper, does not count as the module")
    func emptyFolderIsNotAModule() throws {
        try FileManager.default.createDirectory(
            at: directory.url.appending(path: "Sources/App/Modules/Profile/View"), withIntermediateDirectories: true)
        #expect(try generate().allSatisfy { $0.kind == .create })
    }

    @Test("a module whose files were all deleted is generated again, and its manifest entry replaced")
    func deletedModuleRegenerates() throws {
        _ = try generate()
        try FileManager.default.removeItem(at: directory.url.appending(path: "Sources"))
        try FileManager.default.removeItem(at: directory.url.appending(path: "Tests"))
        let changes = try generate()
        #expect(changes.allSatisfy { $0.kind == .create })
        #expect(try project.loadManifest().modules.map(\.name) == ["Profile"])
    }

    @Test("a module the manifest lists is refused where one of its files is still there, even when its folder is gone")
    func manifestModuleRefused() throws {
        _ = try generate()
        try FileManager.default.removeItem(at: directory.url.appending(path: "Sources"))
        #expect(throws: ProjectError.moduleExists(name: "Profile", path: "Tests/AppTests/Profile/ProfilePresenterTests.swift")) {
            try generate()
        }
    }

    @Test("an existing file is never overwritten without force, and nothing is written")
    func existingFileRefused() throws {
        try directory.write("// mine", to: "Tests/AppTests/Profile/ProfileSpies.swift")
        #expect(throws: ProjectError.filesExist(["Tests/AppTests/Profile/ProfileSpies.swift"])) {
            try generate()
        }
        #expect(directory.files() == ["Tests/AppTests/Profile/ProfileSpies.swift"])
        #expect(directory.read("Tests/AppTests/Profile/ProfileSpies.swift") == "// mine")
    }

    @Test("force overwrites changed files and reports unchanged ones")
    func forceOverwrites() throws {
        _ = try generate()
        let presenter = "Sources/App/Modules/Profile/ProfilePresenter.swift"
        try directory.write("// edited", to: presenter)
        let changes = try generate(force: true)
        #expect(changes.first { $0.file.path == presenter }?.kind == .overwrite)
        #expect(changes.filter { $0.kind == .unchanged }.count == changes.count - 1)
        #expect(directory.read(presenter)?.contains("final class ProfilePresenter") == true)
    }

    @Test("writes are atomic: no temporary file is left behind")
    func noTemporaryFiles() throws {
        _ = try generate()
        #expect(!directory.files().contains { $0.contains(".tmp") })
    }

    @Test("a diff shows the lines that would change")
    func diff() throws {
        _ = try generate()
        let contracts = "Sources/App/Modules/Profile/ProfileContracts.swift"
        let original = try #require(directory.read(contracts))
        try directory.write(original.replacingOccurrences(of: "func loadItems()", with: "func load()"), to: contracts)
        let change = try #require(
            try project.plan(request, templateSet: BuiltInTemplate.templateSet, force: true)
                .changes.first { $0.file.path == contracts })
        #expect(change.diff.contains("--- a/\(contracts)\n+++ b/\(contracts)\n@@ "))
        #expect(change.diff.contains("\n-    func load()\n+    func loadItems()\n"))
    }

    @Test("a file that does not exist yet diffs as all added lines")
    func diffOfNewFile() throws {
        let change = FileChange(file: GeneratedFile(path: "A.swift", contents: "a\nb\n"), existing: nil)
        #expect(change.diff == "--- /dev/null\n+++ b/A.swift\n@@ -0,0 +1,2 @@\n+a\n+b")
        #expect(FileChange(file: GeneratedFile(path: "A.swift", contents: "a\n"), existing: "a\n").diff.isEmpty)
    }
}

@Suite("Project: templates")
struct ProjectTemplateTests {
    let directory: TemporaryDirectory
    let project: Project

    init() throws {
        directory = try TemporaryDirectory()
        project = Project(root: directory.url)
    }

    @Test("eject writes the built-in template's own text, and loading it back gives the same files")
    func ejectRoundTrip() throws {
        let written = try project.ejectTemplate(named: "acme", force: false)
        #expect(written.count == BuiltInTemplate.templateSet.files.count)
        let loaded = try project.templateSet(named: "acme")
        #expect(loaded.name == "acme")
        #expect(loaded.files.sorted { $0.path < $1.path } == BuiltInTemplate.templateSet.files.sorted { $0.path < $1.path })
    }

    @Test("eject refuses to replace an existing template without force")
    func ejectRefuses() throws {
        _ = try project.ejectTemplate(named: "acme", force: false)
        #expect(throws: ProjectError.templateExists(name: "acme", path: ".viper/templates/acme")) {
            try project.ejectTemplate(named: "acme", force: false)
        }
        #expect(try project.ejectTemplate(named: "acme", force: true).count == BuiltInTemplate.templateSet.files.count)
    }

    @Test("an edited template is what the generator renders")
    func customTemplate() throws {
        try directory.write("// {{module_snake}} for {{target}}\n", to: ".viper/templates/tiny/sources/{{Module}}Note.swift.tpl")
        let set = try project.templateSet(named: "tiny")
        let files = try ModuleGenerator(templateSet: set).files(
            for: ModuleRequest(
                name: try ModuleName(validating: "UserProfile"), sourcesPath: "S", testsPath: "T", target: "App"
            ))
        #expect(files == [GeneratedFile(path: "S/UserProfile/UserProfileNote.swift", contents: "// user_profile for App\n")])
    }

    @Test("a broken custom template is reported at its file and line")
    func brokenTemplate() throws {
        try directory.write(
            "import VIPER\n{{#if ui == \"uikit\"}}\nimport UIKit\n", to: ".viper/templates/bad/sources/{{Module}}View.swift.tpl")
        let set = try project.templateSet(named: "bad")
        #expect(throws: TemplateError(file: "sources/{{Module}}View.swift.tpl", line: 2, kind: .unclosedIf)) {
            try ModuleGenerator(templateSet: set)
        }
    }

    @Test("a missing or empty template folder is reported with what to do")
    func missingTemplate() throws {
        let missing = directory.url.appending(path: ".viper/templates/nope").path
        #expect(throws: ProjectError.templateNotFound(name: "nope", path: missing)) {
            try project.templateSet(named: "nope")
        }
        try FileManager.default.createDirectory(
            at: directory.url.appending(path: ".viper/templates/empty"), withIntermediateDirectories: true)
        #expect(throws: ProjectError.emptyTemplate(name: "empty", path: directory.url.appending(path: ".viper/templates/empty").path)) {
            try project.templateSet(named: "empty")
        }
    }

    @Test("without a custom folder of its name, the built-in template is used")
    func builtInByDefault() throws {
        #expect(try project.templateSet(named: nil) == BuiltInTemplate.templateSet)
    }
}

@Suite("Project: viper.json")
struct ProjectConfigurationTests {
    let directory: TemporaryDirectory
    let project: Project

    init() throws {
        directory = try TemporaryDirectory()
        project = Project(root: directory.url)
    }

    @Test("no viper.json reads as an empty configuration")
    func missingFile() throws {
        #expect(try project.loadConfiguration() == Configuration())
    }

    @Test("saved settings read back the same")
    func roundTrip() throws {
        let configuration = Configuration(
            sourcesPath: "Sources/App/Modules", testsPath: "Tests/AppTests", target: "App", layout: .roles,
            ui: .uikit, tests: .xctest, assembly: .builder, header: "// ACME", template: "acme"
        )
        try project.saveConfiguration(configuration)
        #expect(try project.loadConfiguration() == configuration)
    }

    @Test("rewriting keeps keys other tools own, such as lint")
    func keepsUnknownKeys() throws {
        try directory.write(#"{"lint": {"rules": ["presenter-holds-view-weakly"]}, "ui": "none"}"#, to: "viper.json")
        try project.saveConfiguration(Configuration(ui: .swiftui))
        let text = try #require(directory.read("viper.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect((object["lint"] as? [String: Any])?["rules"] as? [String] == ["presenter-holds-view-weakly"])
        #expect(object["ui"] as? String == "swiftui")
    }

    @Test("a value outside the allowed ones names the key and the values expected")
    func invalidValue() throws {
        try directory.write(#"{"ui": "appkit"}"#, to: "viper.json")
        #expect(
            throws: ProjectError.invalidConfigurationValue(
                path: "viper.json", key: "ui", found: "\"appkit\"", expected: #"one of "none", "terminal", "uikit", "swiftui""#
            )
        ) {
            try project.loadConfiguration()
        }
    }

    @Test("a file that is not a JSON object is reported")
    func malformed() throws {
        try directory.write("[1, 2]", to: "viper.json")
        #expect(throws: ProjectError.malformedJSON(path: "viper.json", reason: "the top level is not an object")) {
            try project.loadConfiguration()
        }
        try directory.write("{ui:", to: "viper.json")
        #expect(throws: (any Error).self) { try project.loadConfiguration() }
    }

    @Test("the target is the folder after Sources/")
    func targetFromPath() {
        #expect(Project.target(forSourcesPath: "Sources/App/Modules") == "App")
        #expect(Project.target(forSourcesPath: "Packages/Feature/Sources/Feature") == "Feature")
        #expect(Project.target(forSourcesPath: "App/Modules") == nil)
        #expect(Project.target(forSourcesPath: "Sources") == nil)
    }
}
