import Foundation
import Testing
import ToolTestSupport
import VIPERCLI
import VIPERGenerator
@testable import VIPERXcode

/// `viper new`, `viper init`, `viper list` and `viper xcode-templates install` run in-process on
/// copies of the project fixtures, each edit checked by the independent reader.
@Suite("viper commands on Xcode projects")
struct XcodeCommandTests {
    /// The exit code and what the command wrote.
    struct Outcome {
        let code: ExitCode
        let output: String
        let error: String
    }

    /// Runs `viper <words>` in the fixture's folder.
    static func viper(_ words: [String], in fixture: ProjectFixture) -> Outcome {
        let console = CapturingConsole()
        let code = VIPERCommand.run(words, in: CommandContext(console: console, workingDirectory: fixture.root))
        return Outcome(code: code, output: console.standardOutput, error: console.standardError)
    }

    /// The files the manifest records for `module`, with the target their folder gives them.
    static func recordedMembers(of module: String, in fixture: ProjectFixture) throws -> [XcodeMemberFile] {
        let entry = try #require(try Project(root: fixture.root).loadManifest().entry(named: module))
        return entry.files.map { XcodeMemberFile(path: $0.path, targetKind: $0.path.hasPrefix("AppTests/") ? .tests : .app) }
    }

    @Test(
        "viper new adds every file to its group and its target's phase, and links VIPERKit, as the independent reader sees it",
        arguments: ProjectFixture.Kind.allCases)
    func newAddsModule(kind: ProjectFixture.Kind) throws {
        let fixture = try ProjectFixture(kind)
        let before = fixture.text
        let outcome = Self.viper(["new", "Profile", "--target", "App"], in: fixture)
        #expect(outcome.code == .success, "\(outcome.error)")
        let members = try Self.recordedMembers(of: "Profile", in: fixture)
        #expect(members.filter { $0.targetKind == .app }.count == 6 && members.filter { $0.targetKind == .tests }.count == 5)
        #expect(members.allSatisfy { fixture.folder.exists($0.path) })
        let verdict = try fixture.independentCheck(before: before, mode: "add", files: members, link: .init()) { file in
            file.targetKind == .app ? kind.synchronizedSources : kind.synchronizedTests
        }
        #expect(verdict == "ok")
    }

    @Test("the project is found without options when the folder holds only it and it has one app target")
    func newFindsProject() throws {
        let fixture = try ProjectFixture(.xcode14)
        let outcome = Self.viper(["new", "Profile"], in: fixture)
        #expect(outcome.code == .success, "\(outcome.error)")
        #expect(outcome.output.contains("Created App/Modules/Profile/ProfilePresenter.swift\n"))
        #expect(outcome.output.contains("Added 6 files to App.xcodeproj, target 'App', in group App/Modules/Profile.\n"))
        #expect(outcome.output.contains("Added 5 files to App.xcodeproj, target 'AppTests', in group AppTests/Profile.\n"))
        #expect(fixture.folder.read("AppTests/Profile/ProfileSpies.swift")?.contains("@testable import App\n") == true)
    }

    @Test("a synchronized folder needs no edit: without linking, the project stays byte for byte and the output says why")
    func synchronizedFolderNeedsNoEdit() throws {
        let fixture = try ProjectFixture(.xcode16)
        let before = try Data(contentsOf: fixture.pbxprojURL)
        let outcome = Self.viper(["new", "Profile", "--no-link"], in: fixture)
        #expect(outcome.code == .success, "\(outcome.error)")
        #expect(try Data(contentsOf: fixture.pbxprojURL) == before)
        #expect(
            outcome.output.contains("6 files in the synchronized folder App: Xcode builds them for target 'App' without a project edit.\n"))
        #expect(outcome.output.contains("App.xcodeproj is left as it was.\n"))
    }

    @Test("--dry-run prints the files' and the project's diffs and writes nothing")
    func dryRunWritesNothing() throws {
        let fixture = try ProjectFixture(.xcode15)
        let before = try Data(contentsOf: fixture.pbxprojURL)
        let outcome = Self.viper(["new", "Profile", "--target", "App", "--dry-run"], in: fixture)
        #expect(outcome.code == .success, "\(outcome.error)")
        #expect(outcome.output.contains("+++ b/App/Modules/Profile/ProfilePresenter.swift\n"))
        #expect(outcome.output.contains("--- a/App.xcodeproj/project.pbxproj\n+++ b/App.xcodeproj/project.pbxproj\n"))
        #expect(outcome.output.contains("/* ProfilePresenter.swift in Sources */,\n"))
        #expect(outcome.output.contains("Would add 6 files to App.xcodeproj, target 'App', in group App/Modules/Profile.\n"))
        #expect(outcome.output.contains(" /* XCRemoteSwiftPackageReference \"VIPERKit\" */ = {\n"))
        #expect(outcome.output.contains("Would link VIPERKit to App.xcodeproj: "))
        #expect(try Data(contentsOf: fixture.pbxprojURL) == before)
        #expect(fixture.folder.files() == ["App.xcodeproj/project.pbxproj"])
    }

    @Test("a second run with --force adds no duplicate and leaves the project byte for byte", arguments: ProjectFixture.Kind.allCases)
    func forcedRerunIsByteIdentical(kind: ProjectFixture.Kind) throws {
        let fixture = try ProjectFixture(kind)
        #expect(Self.viper(["new", "Profile", "--target", "App"], in: fixture).code == .success)
        let once = try Data(contentsOf: fixture.pbxprojURL)
        let again = Self.viper(["new", "Profile", "--target", "App", "--force"], in: fixture)
        #expect(again.code == .success, "\(again.error)")
        #expect(try Data(contentsOf: fixture.pbxprojURL) == once)
        #expect(again.output.contains("App.xcodeproj is left as it was.\n"))
    }

    @Test(
        "viper remove takes the module out of the project and keeps the link to VIPERKit: the project is as linking alone leaves it",
        arguments: ProjectFixture.Kind.allCases)
    func removeRestoresProject(kind: ProjectFixture.Kind) throws {
        let fixture = try ProjectFixture(kind)
        let linkedOnly = try fixture.project().linking(
            LinkRequest(package: .standard, adds: true), targets: XcodeModuleTargets(app: "App", tests: "AppTests"))
        let before = Data(linkedOnly.updated)
        #expect(Self.viper(["new", "Profile", "--target", "App"], in: fixture).code == .success)
        let dryRun = Self.viper(["remove", "Profile", "--dry-run"], in: fixture)
        #expect(dryRun.code == .success, "\(dryRun.error)")
        #expect(try Project(root: fixture.root).loadManifest().entry(named: "Profile") != nil)
        let removal = Self.viper(["remove", "Profile"], in: fixture)
        #expect(removal.code == .success, "\(removal.error)")
        #expect(try Data(contentsOf: fixture.pbxprojURL) == before)
        #expect(removal.output.hasSuffix("Removed module 'Profile' (11 files deleted).\n"))
    }

    @Test("an unknown target is a usage error listing the project's targets, and nothing is written")
    func unknownTarget() throws {
        let fixture = try ProjectFixture(.xcode14)
        let outcome = Self.viper(["new", "Profile", "--target", "Shop"], in: fixture)
        #expect(outcome.code == .usage)
        #expect(outcome.error == "Error: App.xcodeproj has no target 'Shop'; its targets are 'App', 'AppTests' and 'AppUITests'\n")
        #expect(fixture.folder.files() == ["App.xcodeproj/project.pbxproj"])
    }

    @Test("an unknown test target is a usage error too")
    func unknownTestTarget() throws {
        let fixture = try ProjectFixture(.xcode16Groups)
        let outcome = Self.viper(["new", "Profile", "--test-target", "Specs"], in: fixture)
        #expect(outcome.code == .usage)
        #expect(outcome.error == "Error: App.xcodeproj has no target 'Specs'; its targets are 'App' and 'AppTests'\n")
    }

    @Test("several app targets and none named is a usage error naming them")
    func ambiguousTarget() throws {
        let fixture = try ProjectFixture(.xcode15)
        let outcome = Self.viper(["new", "Profile"], in: fixture)
        #expect(outcome.code == .usage)
        #expect(
            outcome.error
                == "Error: App.xcodeproj has several targets that could receive the module ('App' and 'Core'); pass --target <name>\n")
    }

    @Test("a project that cannot be read is an error naming the file, and nothing is written")
    func unreadableProject() throws {
        let fixture = try ProjectFixture(.xcode14)
        try fixture.folder.write("// !$*UTF8*$!\n{ objects = {\n", to: "App.xcodeproj/project.pbxproj")
        let outcome = Self.viper(["new", "Profile"], in: fixture)
        #expect(outcome.code == .failure)
        #expect(outcome.error.hasPrefix("Error: cannot read the Xcode project \(fixture.pbxprojURL.path): "))
        #expect(fixture.folder.files() == ["App.xcodeproj/project.pbxproj"])
    }

    @Test("an edit the project refuses writes no file either")
    func refusedEditWritesNothing() throws {
        let fixture = try ProjectFixture(.xcode16)
        let before = fixture.text
        // AppTests is a synchronized folder of the test target only: sources cannot go there.
        let outcome = Self.viper(["new", "Profile", "--sources-path", "AppTests/Modules"], in: fixture)
        #expect(outcome.code == .failure)
        #expect(outcome.error.contains("would go into the synchronized folder 'AppTests'"))
        #expect(fixture.folder.files() == ["App.xcodeproj/project.pbxproj"])
        #expect(fixture.text == before)
    }

    @Test("viper init records the project and its targets, and viper new then uses them from a subfolder's project")
    func initRecordsProject() throws {
        let fixture = try ProjectFixture(.xcode14)
        try FileManager.default.createDirectory(at: fixture.root.appending(path: "ios"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: fixture.projectURL, to: fixture.root.appending(path: "ios/App.xcodeproj"))
        let initialized = Self.viper(["init", "--xcodeproj", "ios/App.xcodeproj"], in: fixture)
        #expect(initialized.code == .success, "\(initialized.error)")
        #expect(
            initialized.output.hasPrefix(
                "Found ios/App.xcodeproj with targets 'App', 'AppTests', 'AppUITests': modules go to target 'App', tests and spies to target 'AppTests', which import App.\n"
            ))
        let settings = try Project(root: fixture.root).loadConfiguration()
        #expect(settings.xcodeproj == "ios/App.xcodeproj")
        #expect(settings.target == "App" && settings.testTarget == "AppTests")
        #expect(settings.sourcesPath == "ios/App/Modules" && settings.testsPath == "ios/AppTests")

        let outcome = Self.viper(["new", "Profile"], in: fixture)
        #expect(outcome.code == .success, "\(outcome.error)")
        #expect(outcome.output.contains("Added 6 files to App.xcodeproj, target 'App', in group App/Modules/Profile.\n"))
        #expect(fixture.folder.exists("ios/App/Modules/Profile/ProfileView.swift"))
    }

    @Test("the manifest records the project and targets, and viper list shows them")
    func listShowsProject() throws {
        let fixture = try ProjectFixture(.cocoaPods)
        #expect(Self.viper(["new", "Profile"], in: fixture).code == .success)
        let entry = try #require(try Project(root: fixture.root).loadManifest().entry(named: "Profile"))
        #expect(entry.xcode == Manifest.XcodeMembership(project: "App.xcodeproj", target: "App", testTarget: "AppTests"))
        let list = Self.viper(["list"], in: fixture)
        let lines = list.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("FILES  XCODE") == true)
        #expect(lines.last?.hasSuffix("11     App.xcodeproj (App, AppTests)") == true)
    }

    @Test("viper xcode-templates install writes every bundle, again writes nothing, and keeps an edited file unless forced")
    func installsTemplates() throws {
        let fixture = try ProjectFixture(.xcode14)
        let first = Self.viper(["xcode-templates", "install", "--path", "Templates"], in: fixture)
        #expect(first.code == .success, "\(first.error)")
        let expected = try XcodeFileTemplates.files(templateSet: BuiltInTemplate.templateSet)
        for file in expected {
            #expect(fixture.folder.read("Templates/\(file.path)") == file.contents)
        }
        #expect(first.output.contains("Wrote Module (UIKit).xctemplate ("))
        #expect(
            first.output.hasSuffix(
                "Installed 5 Xcode file templates in \(fixture.root.appending(path: "Templates").path); in Xcode: File ▸ New ▸ File… ▸ VIPER.\n"
            ))
        #expect(
            Self.viper(["xcode-templates", "install", "--path", "Templates"], in: fixture).output.contains(
                "Unchanged Module (UIKit).xctemplate\n"))

        let edited = "Templates/Module (UIKit).xctemplate/___FILEBASENAME___View.swift"
        try fixture.folder.write("// mine\n", to: edited)
        let refused = Self.viper(["xcode-templates", "install", "--path", "Templates"], in: fixture)
        #expect(refused.code == .failure)
        #expect(fixture.folder.read(edited) == "// mine\n")
        #expect(Self.viper(["xcode-templates", "install", "--path", "Templates", "--force"], in: fixture).code == .success)
        #expect(fixture.folder.read(edited) != "// mine\n")
    }

    @Test("the templates carry viper.json's test framework, assembly and header")
    func installUsesConfiguration() throws {
        let fixture = try ProjectFixture(.xcode14)
        try fixture.folder.write(#"{"tests": "xctest", "assembly": "builder", "header": "// ACME"}"#, to: "viper.json")
        #expect(Self.viper(["xcode-templates", "install", "--path", "T"], in: fixture).code == .success)
        let expected = try XcodeFileTemplates.files(
            templateSet: BuiltInTemplate.templateSet, tests: .xctest, assembly: .builder, header: "// ACME")
        #expect(expected.allSatisfy { fixture.folder.read("T/\($0.path)") == $0.contents })
        #expect(fixture.folder.exists("T/Module (UIKit).xctemplate/___FILEBASENAME___Builder.swift"))
    }
}
