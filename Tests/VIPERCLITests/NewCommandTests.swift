import ToolTestSupport
import Foundation
import Testing
import VIPERCLI
import VIPERGenerator

@Suite("viper new")
struct NewCommandTests {
    let viper: VIPERToolHarness
    var directory: TemporaryDirectory { viper.directory }

    init() throws {
        viper = try VIPERToolHarness()
        try FileManager.default.createDirectory(at: viper.directory.url.appending(path: "Sources/App"), withIntermediateDirectories: true)
    }

    @Test("generates the module where the project's structure suggests and exits 0")
    func generates() {
        let outcome = viper.run("new", "Profile")
        #expect(outcome.code == .success)
        #expect(outcome.output.contains("Created Sources/App/Modules/Profile/ProfilePresenter.swift\n"))
        #expect(outcome.output.contains("Created Tests/AppTests/Profile/ProfileSpies.swift\n"))
        #expect(
            outcome.output.hasSuffix(
                "Generated module 'Profile' with template 'module' (layout flat, ui none, tests swift-testing, assembly router).\n"))
        #expect(directory.read("Tests/AppTests/Profile/ProfileSpies.swift")?.contains("@testable import App") == true)
        #expect(outcome.error.isEmpty)
    }

    @Test("a lowercase name is a usage error that suggests the right name, and writes nothing")
    func lowercaseName() {
        let outcome = viper.run("new", "profile")
        #expect(outcome.code == .usage)
        #expect(
            outcome.error.hasPrefix(
                "Error: The value 'profile' is invalid for '<module>': 'profile' is not UpperCamelCase; did you mean 'Profile'?\n"))
        #expect(directory.files().isEmpty)
    }

    @Test("a keyword or a non-identifier is a usage error", arguments: ["Self", "struct", "My-Module", "9Lives"])
    func badNames(name: String) {
        let outcome = viper.run("new", name)
        #expect(outcome.code == .usage)
        #expect(outcome.error.hasPrefix("Error: The value '\(name)' is invalid for '<module>': "))
        #expect(directory.files().isEmpty)
    }

    @Test("a missing name or an unknown option is a usage error")
    func usageErrors() {
        #expect(viper.run("new").error.hasPrefix("Error: Missing expected argument '<module>'\n"))
        #expect(viper.run("new", "X", "--frob").error.hasPrefix("Error: Unknown option '--frob'"))
        let badUI = viper.run("new", "X", "--ui", "appkit")
        #expect(badUI.code == .usage)
        #expect(
            badUI.error.hasPrefix(
                "Error: The value 'appkit' is invalid for '--ui <ui>'. Please provide one of 'none', 'terminal', 'uikit' or 'swiftui'.\n"))
    }

    @Test("an existing module is refused with exit 1 and left as it was")
    func existingModule() throws {
        #expect(viper.run("new", "Profile").code == .success)
        let presenter = "Sources/App/Modules/Profile/ProfilePresenter.swift"
        try directory.write("// edited", to: presenter)
        let outcome = viper.run("new", "Profile")
        #expect(outcome.code == .failure)
        #expect(
            outcome.error
                == "Error: module 'Profile' already exists at Sources/App/Modules/Profile; choose another name, pass --force to regenerate it, or run 'viper remove Profile' first\n"
        )
        #expect(directory.read(presenter) == "// edited")
    }

    @Test("--force regenerates an existing module")
    func force() throws {
        #expect(viper.run("new", "Profile").code == .success)
        let presenter = "Sources/App/Modules/Profile/ProfilePresenter.swift"
        try directory.write("// edited", to: presenter)
        let outcome = viper.run("new", "Profile", "--force")
        #expect(outcome.code == .success)
        #expect(outcome.output.contains("Overwrote \(presenter)\n"))
        #expect(outcome.output.contains("Unchanged Sources/App/Modules/Profile/ProfileRouter.swift\n"))
        #expect(directory.read(presenter)?.contains("final class ProfilePresenter") == true)
    }

    @Test("--dry-run prints every file with its diff and writes nothing")
    func dryRun() throws {
        let outcome = viper.run("new", "Profile", "--dry-run")
        #expect(outcome.code == .success)
        #expect(
            outcome.output.contains(
                "Would create Sources/App/Modules/Profile/ProfileContracts.swift\n--- /dev/null\n+++ b/Sources/App/Modules/Profile/ProfileContracts.swift\n"
            ))
        #expect(outcome.output.contains("+final class ProfilePresenter: ProfilePresentation {\n"))
        #expect(outcome.output.hasSuffix("Dry run: 11 of 11 files would be written; nothing was written.\n"))
        #expect(directory.files().isEmpty)
    }

    @Test("--dry-run over an edited module shows the difference and keeps the edit")
    func dryRunDiff() throws {
        #expect(viper.run("new", "Profile").code == .success)
        let presenter = "Sources/App/Modules/Profile/ProfilePresenter.swift"
        let original = try #require(directory.read(presenter))
        let edited = original.replacingOccurrences(
            of: "        load()\n    }\n\n    func didTapRetry", with: "        view?.render(.idle)\n    }\n\n    func didTapRetry")
        try directory.write(edited, to: presenter)
        let outcome = viper.run("new", "Profile", "--dry-run")
        #expect(outcome.output.contains("Would overwrite \(presenter)\n--- a/\(presenter)\n+++ b/\(presenter)\n@@ "))
        #expect(outcome.output.contains("\n-        view?.render(.idle)\n+        load()\n"))
        #expect(outcome.output.contains("Would leave unchanged Sources/App/Modules/Profile/ProfileRouter.swift\n"))
        #expect(directory.read(presenter) == edited)
    }

    @Test("settings fall back to viper.json, and options override it")
    func configurationFallback() throws {
        try directory.write(
            #"{"sourcesPath": "Sources/App/Features", "testsPath": "Tests/Unit", "ui": "terminal", "layout": "roles", "header": "// ACME", "lint": {}}"#,
            to: "viper.json")
        #expect(viper.run("new", "Feed").code == .success)
        let view = try #require(directory.read("Sources/App/Features/Feed/View/FeedView.swift"))
        #expect(view.hasPrefix("// ACME\n\n"))
        #expect(view.contains("final class FeedTerminalView"))
        #expect(directory.exists("Tests/Unit/Feed/FeedSpies.swift"))
        #expect(viper.run("new", "Cart", "--ui", "none", "--layout", "flat").code == .success)
        #expect(directory.read("Sources/App/Features/Cart/CartView.swift")?.contains("final class CartHeadlessView") == true)
    }

    @Test("--header puts the given lines on top of every file, over viper.json's header")
    func headerOption() throws {
        try directory.write(#"{"header": "// from viper.json"}"#, to: "viper.json")
        #expect(viper.run("new", "Feed", "--header", "// Copyright ACME").code == .success)
        let files = directory.files().filter { $0.hasSuffix(".swift") }
        #expect(files.count == 11)
        for file in files {
            #expect(directory.read(file)?.hasPrefix("// Copyright ACME\n\n") == true, "\(file)")
        }
    }

    @Test("an invalid viper.json is a configuration error: exit 2, naming the key")
    func invalidConfiguration() throws {
        try directory.write(#"{"layout": "nested"}"#, to: "viper.json")
        let outcome = viper.run("new", "Feed")
        #expect(outcome.code == .usage)
        #expect(outcome.error == "Error: viper.json: \"layout\" is \"nested\"; expected one of \"flat\", \"roles\"\n")
    }

    @Test("without a target to import, the error says how to give one")
    func undeterminedTarget() throws {
        let bare = try VIPERToolHarness()
        let outcome = bare.run("new", "Feed", "--sources-path", "Modules")
        #expect(outcome.code == .failure)
        #expect(outcome.error.contains("pass --target <name>"))
        #expect(bare.directory.files().isEmpty)
        #expect(bare.run("new", "Feed", "--sources-path", "Modules", "--target", "App").code == .success)
    }

    @Test("--template uses an ejected, edited template; a broken one fails at its file and line")
    func customTemplate() throws {
        #expect(viper.run("template", "eject", "acme").code == .success)
        let contracts = ".viper/templates/acme/sources/{{Module}}Contracts.swift.tpl"
        let text = try #require(directory.read(contracts))
        try directory.write("// ACME contracts\n" + text, to: contracts)
        #expect(viper.run("new", "Feed", "--template", "acme").code == .success)
        #expect(directory.read("Sources/App/Modules/Feed/FeedContracts.swift")?.hasPrefix("// ACME contracts\nimport VIPER") == true)

        try directory.write("line 1\n{{#if ui == \"uikit\"}}\n", to: contracts)
        let broken = viper.run("new", "Cart", "--template", "acme")
        #expect(broken.code == .failure)
        #expect(broken.error == "Error: sources/{{Module}}Contracts.swift.tpl:2: unclosed {{#if}} opened here; close it with {{/if}}\n")
    }

    @Test("the manifest records each module and viper list shows it")
    func manifestAndList() throws {
        #expect(viper.run("list").output == "No generated modules: .viper/manifest.json lists none. Run 'viper new <Module>'.\n")
        #expect(viper.run("new", "Profile").code == .success)
        #expect(viper.run("new", "Feed", "--layout", "roles", "--assembly", "builder", "--tests", "xctest").code == .success)
        let list = viper.run("list")
        #expect(list.code == .success)
        #expect(
            list.output == """
                MODULE   TEMPLATE  VERSION  LAYOUT  UI    TESTS          ASSEMBLY  FILES
                Feed     module    \(VIPERVersion.current)    roles   none  xctest         builder   12
                Profile  module    \(VIPERVersion.current)    flat    none  swift-testing  router    11

                """)
    }
}
