import ToolTestSupport
import Foundation
import Testing
import VIPERCLI
import VIPERGenerator

@Suite("viper init")
struct InitCommandTests {
    let viper: VIPERToolHarness
    var directory: TemporaryDirectory { viper.directory }

    init() throws {
        viper = try VIPERToolHarness()
    }

    @Test("writes the detected defaults and the built-in ones")
    func writesDefaults() throws {
        try FileManager.default.createDirectory(at: directory.url.appending(path: "Sources/Shop"), withIntermediateDirectories: true)
        #expect(viper.run("init").code == .success)
        let configuration = try Project(root: directory.url).loadConfiguration()
        #expect(
            configuration
                == Configuration(
                    sourcesPath: "Sources/Shop/Modules", testsPath: "Tests/ShopTests", target: "Shop",
                    layout: .flat, ui: UIKind.none, tests: .swiftTesting, assembly: .router, header: ""
                ))
    }

    @Test("options override, existing keys stay, and the lint key is kept")
    func merges() throws {
        try directory.write(#"{"ui": "uikit", "lint": {"disabled": ["x"]}}"#, to: "viper.json")
        #expect(viper.run("init", "--layout", "roles", "--header", "// ACME", "--target", "App").code == .success)
        let configuration = try Project(root: directory.url).loadConfiguration()
        #expect(configuration.ui == .uikit)
        #expect(configuration.layout == .roles)
        #expect(configuration.header == "// ACME")
        #expect(directory.read("viper.json")?.contains("\"lint\"") == true)
    }

    @Test("a viper.json that is not JSON is a configuration error (exit 2), and is left alone")
    func malformed() throws {
        try directory.write("{nope", to: "viper.json")
        let outcome = viper.run("init")
        #expect(outcome.code == .usage)
        #expect(outcome.error.hasPrefix("Error: viper.json is not the JSON object expected"))
        #expect(directory.read("viper.json") == "{nope")
    }
}

@Suite("viper template eject")
struct TemplateEjectCommandTests {
    let viper: VIPERToolHarness

    init() throws {
        viper = try VIPERToolHarness()
    }

    @Test("writes the built-in template's files and says how to use them")
    func ejects() {
        let outcome = viper.run("template", "eject", "acme")
        #expect(outcome.code == .success)
        #expect(outcome.output.contains("Wrote .viper/templates/acme/sources/View/{{Module}}View.swift.tpl\n"))
        #expect(outcome.output.hasSuffix("Edit them, then run 'viper new <Module> --template acme'.\n"))
        #expect(viper.directory.files().count == BuiltInTemplate.templateSet.files.count)
    }

    @Test("an existing template is refused with exit 1, replaced with --force")
    func refusesExisting() {
        #expect(viper.run("template", "eject", "acme").code == .success)
        let again = viper.run("template", "eject", "acme")
        #expect(again.code == .failure)
        #expect(again.error.contains("already exists at .viper/templates/acme; pass --force"))
        #expect(viper.run("template", "eject", "acme", "--force").code == .success)
    }

    @Test("a name that is not a folder name is a usage error")
    func badName() {
        let outcome = viper.run("template", "eject", "../x")
        #expect(outcome.code == .usage)
        #expect(outcome.error.hasPrefix("Error: The value '../x' is invalid for '<name>'"))
    }
}
