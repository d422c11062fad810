import Foundation
import Testing
import ToolTestSupport
import VIPERCLI
import VIPERGenerator

/// `viper new`, `viper init --link` and `viper doctor` in a Swift package without VIPERKit.
@Suite("Linking VIPERKit into Swift packages")
struct PackageLinkCommandTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
        try directory.write(PackageManifestLinkerTests.plain, to: "Package.swift")
        try directory.write("public enum App {}\n", to: "Sources/App/App.swift")
        try directory.write("import Testing\n", to: "Tests/AppTests/AppTests.swift")
    }

    /// The exit code and what the command wrote.
    struct Outcome {
        let code: ExitCode
        let output: String
        let error: String
    }

    func viper(_ words: String...) -> Outcome {
        let console = CapturingConsole()
        let code = VIPERCommand.run(words, in: CommandContext(console: console, workingDirectory: directory.url))
        return Outcome(code: code, output: console.standardOutput, error: console.standardError)
    }

    var manifest: String? { directory.read("Package.swift") }

    @Test("viper new writes the module and adds VIPERKit to Package.swift in the same write")
    func newLinks() throws {
        let outcome = viper("new", "Profile")
        #expect(outcome.code == .success, "\(outcome.error)")
        #expect(manifest == (try PackageManifestLinkerTests.link(PackageManifestLinkerTests.plain).updatedText))
        #expect(
            outcome.output.contains(
                "Linked VIPERKit to Package.swift: the package VIPERKit (\(VIPERKitPackage.defaultURL), from \(VIPERVersion.current)), VIPER on target 'App' and VIPERTesting on target 'AppTests'.\n"
            ))
        #expect(directory.exists("Sources/App/Modules/Profile/ProfilePresenter.swift"))
        let again = viper("new", "Settings")
        #expect(again.code == .success)
        #expect(!again.output.contains("VIPERKit"))
    }

    @Test("--dry-run shows Package.swift's diff and writes nothing")
    func dryRun() {
        let outcome = viper("new", "Profile", "--dry-run")
        #expect(outcome.code == .success)
        #expect(outcome.output.contains("--- a/Package.swift\n+++ b/Package.swift\n"))
        #expect(
            outcome.output.contains(
                #"+        .package(url: "https://github.com/VIPERKit/VIPERKit.git", from: "\#(VIPERVersion.current)", traits: []),"#))
        #expect(outcome.output.contains("Would link VIPERKit to Package.swift: "))
        #expect(manifest == PackageManifestLinkerTests.plain)
        #expect(!directory.exists("Sources/App/Modules"))
    }

    @Test("--no-link leaves Package.swift as it is and prints SwiftPM's commands")
    func noLink() {
        let outcome = viper("new", "Profile", "--no-link")
        #expect(outcome.code == .success)
        #expect(manifest == PackageManifestLinkerTests.plain)
        #expect(outcome.output.contains("  3. swift package add-target-dependency VIPER App --package VIPERKit\n"))
    }

    @Test("a manifest too dynamic to edit is left alone; the module is still written, with the commands to run")
    func dynamicManifest() throws {
        let dynamic = PackageManifestLinkerTests.plain.replacingOccurrences(of: "    targets: [", with: "    targets: shared + [")
        try directory.write(dynamic, to: "Package.swift")
        let outcome = viper("new", "Profile")
        #expect(outcome.code == .success, "\(outcome.error)")
        #expect(manifest == dynamic)
        #expect(directory.exists("Sources/App/Modules/Profile/ProfilePresenter.swift"))
        #expect(
            outcome.output.contains(
                "and viper did not add them: its list of targets is computed, not written as a list viper can extend. By hand:\n"))
    }

    @Test("a manifest that does not parse is left alone, and the message says where it breaks")
    func brokenManifest() throws {
        try directory.write("// swift-tools-version: 6.1\nlet package = Package(name: \"A\"\n", to: "Package.swift")
        let outcome = viper("new", "Profile")
        #expect(outcome.code == .success, "\(outcome.error)")
        #expect(outcome.output.contains("and viper did not add them: it does not parse as Swift (line "))
    }

    @Test("viper doctor says what the package lacks and what stands in the way; viper init --link adds what is missing")
    func doctorAndInit() throws {
        try directory.write(
            PackageManifestLinkerTests.plain.replacingOccurrences(of: ".iOS(.v17)", with: ".iOS(.v15)"), to: "Package.swift")
        let sick = viper("doctor")
        #expect(sick.code == .failure)
        #expect(
            sick.output.hasPrefix(
                """
                missing: the package VIPERKit (\(VIPERKitPackage.defaultURL), from \(VIPERVersion.current))
                missing: VIPER on target 'App'
                missing: VIPERTesting on target 'AppTests'
                warning: Package.swift supports iOS 15, and VIPERKit needs iOS 16.0: write .iOS(.v16) or later in platforms

                """))
        #expect(viper("init", "--link").code == .success)
        let better = viper("doctor")
        #expect(better.code == .failure)
        #expect(
            better.output == "warning: Package.swift supports iOS 15, and VIPERKit needs iOS 16.0: write .iOS(.v16) or later in platforms\n"
        )
    }

    @Test("viper doctor in a folder without a project says so and fails")
    func doctorWithoutProject() throws {
        let empty = try TemporaryDirectory()
        let console = CapturingConsole()
        let code = VIPERCommand.run(["doctor"], in: CommandContext(console: console, workingDirectory: empty.url))
        #expect(code == .failure)
        #expect(console.standardError.hasPrefix("Found no Xcode project or Package.swift in "))
    }
}
