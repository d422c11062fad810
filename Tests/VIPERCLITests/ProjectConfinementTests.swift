import Foundation
import Testing
import ToolTestSupport
import VIPERCLI
import VIPERGenerator

/// `viper new` and `viper remove` read, write and delete only inside the project, whatever the
/// manifest, `viper.json` or a template says.
@Suite("viper new and remove stay inside the project")
struct ProjectConfinementTests {
    let viper: VIPERToolHarness
    /// A folder next to the project that nothing may touch.
    let outside: TemporaryDirectory
    var directory: TemporaryDirectory { viper.directory }

    init() throws {
        viper = try VIPERToolHarness()
        outside = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: viper.directory.url.appending(path: "Sources/App"), withIntermediateDirectories: true)
        try outside.write("precious\n", to: "victim.swift")
    }

    /// Generates Profile, then makes its manifest list `path` for its presenter, as a pull
    /// request can.
    private func generateAndTamper(listing path: String) throws {
        #expect(viper.run("new", "Profile").code == .success)
        let project = Project(root: directory.url)
        let manifest = try project.loadManifest()
        var entry = try #require(manifest.entry(named: "Profile"))
        entry.files[0] = Manifest.File(path: path, contents: "precious\n")
        try project.saveManifest(Manifest(modules: [entry]))
    }

    @Test(
        "a manifest path that is absolute, climbs out with '..' or leads out through a link is refused, --force included",
        arguments: [
            "absolute", "parent", "link",
        ])
    func removeRefusesPathsOutside(kind: String) throws {
        let path: String
        switch kind {
        case "absolute": path = outside.url.appending(path: "victim.swift").path
        case "parent":
            path =
                String(repeating: "../", count: directory.url.pathComponents.count)
                + outside.url.appending(path: "victim.swift").path.dropFirst()
        default:
            try FileManager.default.createSymbolicLink(
                at: directory.url.appending(path: "Sources/App/out"), withDestinationURL: outside.url)
            path = "Sources/App/out/victim.swift"
        }
        try generateAndTamper(listing: path)
        for words in [["remove", "Profile", "--force"], ["remove", "Profile"], ["remove", "Profile", "--dry-run"]] {
            let outcome = viper.run(words)
            #expect(outcome.code == .failure, "\(words): \(outcome.output)")
            #expect(outcome.error.contains("the manifest path of module 'Profile' '\(path)' leaves the project"), "\(outcome.error)")
        }
        #expect(outside.read("victim.swift") == "precious\n")
        #expect(directory.exists("Sources/App/Modules/Profile/ProfileRouter.swift"), "nothing of the module was deleted")
    }

    @Test("a manifest's Xcode project outside the project is refused before anything is deleted")
    func removeRefusesXcodeProjectOutside() throws {
        #expect(viper.run("new", "Profile").code == .success)
        let project = Project(root: directory.url)
        var entry = try #require(try project.loadManifest().entry(named: "Profile"))
        entry.xcode = Manifest.XcodeMembership(project: outside.url.appending(path: "App.xcodeproj").path, target: "App", testTarget: nil)
        try project.saveManifest(Manifest(modules: [entry]))
        let outcome = viper.run("remove", "Profile", "--force")
        #expect(outcome.code == .failure)
        #expect(outcome.error.contains("the manifest's Xcode project"), "\(outcome.error)")
        #expect(directory.exists("Sources/App/Modules/Profile/ProfileRouter.swift"))
    }

    @Test(
        "a sources or tests path outside the project is refused, from the command line or viper.json",
        arguments: [
            ["--sources-path", "../../x"], ["--sources-path", "/tmp/viper-outside"], ["--tests-path", "../x"],
        ])
    func newRefusesPathsOutside(option: [String]) throws {
        let outcome = viper.run(["new", "Login", "--target", "App"] + option)
        #expect(outcome.code == .failure)
        #expect(outcome.error.contains("leaves the project"), "\(outcome.error)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/viper-outside"))
        try directory.write(#"{"sourcesPath": "\#(option[1])", "target": "App"}"#, to: "viper.json")
        #expect(viper.run("new", "Login").error.contains("leaves the project"))
    }

    @Test("an Xcode project that viper.json records outside the project is refused")
    func recordedXcodeProjectOutside() throws {
        try FileManager.default.createDirectory(at: outside.url.appending(path: "App.xcodeproj"), withIntermediateDirectories: true)
        try directory.write(#"{"xcodeproj": "\#(outside.url.appending(path: "App.xcodeproj").path)"}"#, to: "viper.json")
        let outcome = viper.run("new", "Login", "--target", "App")
        #expect(outcome.code == .failure)
        #expect(
            outcome.error.contains("\"xcodeproj\" in viper.json '\(outside.url.appending(path: "App.xcodeproj").path)' leaves the project"),
            "\(outcome.error)")
    }

    @Test("the scan for types the target already declares does not read a file linked from outside")
    func typeScanStaysInside() throws {
        try outside.write("final class LoginPresenter {}\n", to: "Elsewhere.swift")
        try FileManager.default.createSymbolicLink(
            at: directory.url.appending(path: "Sources/App/Elsewhere.swift"),
            withDestinationURL: outside.url.appending(path: "Elsewhere.swift"))
        let outcome = viper.run("new", "Login", "--target", "App")
        #expect(outcome.code == .success, "\(outcome.error)")
    }

    @Test("--template cannot name a folder outside .viper/templates, and a template file linked from outside is not read")
    func templateFolderStaysInside() throws {
        let climbing = viper.run("new", "Login", "--template", "../../..")
        #expect(climbing.code == .failure)
        #expect(climbing.error.contains("the template folder '.viper/templates/../../..' leaves the project"), "\(climbing.error)")
        #expect(viper.run("template", "eject", "../../x").code == .usage)
        try outside.write("// {{Module}} secret\n", to: "Secret.swift.tpl")
        try directory.write("// {{Module}}\n", to: ".viper/templates/team/sources/{{Module}}View.swift.tpl")
        try FileManager.default.createSymbolicLink(
            at: directory.url.appending(path: ".viper/templates/team/sources/{{Module}}Secret.swift.tpl"),
            withDestinationURL: outside.url.appending(path: "Secret.swift.tpl"))
        let linked = viper.run("new", "Login", "--template", "team")
        #expect(linked.code == .failure)
        #expect(linked.error.contains("leads to \(outside.url.appending(path: "Secret.swift.tpl").path)"), "\(linked.error)")
    }

    @Test(
        "a header with '/..' or '/' in a template's file name is an error, with --dry-run and from viper.json too, never a loop or a folder",
        arguments: [
            "// x/..", "a/b", "..", "", "two\nlines",
        ])
    func headerInFileName(header: String) throws {
        try directory.write("// {{Module}}\n", to: ".viper/templates/team/sources/{{header}}.tpl")
        for words in [
            ["new", "Login", "--template", "team", "--header", header],
            ["new", "Login", "--template", "team", "--header", header, "--dry-run"],
        ] {
            let outcome = viper.run(words)
            #expect(outcome.code == .failure, "\(outcome.output)")
            #expect(outcome.error.contains("is not one file name"), "\(outcome.error)")
        }
        let json = String(
            decoding: try JSONSerialization.data(withJSONObject: ["header": header, "template": "team", "target": "App"]), as: UTF8.self)
        try directory.write(json, to: "viper.json")
        #expect(viper.run("new", "Login").error.contains("is not one file name"))
        #expect(!directory.exists("Sources/App/Login"))
        #expect(!directory.exists("Sources/a"))
    }
}
