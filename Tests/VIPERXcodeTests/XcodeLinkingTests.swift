import Foundation
import Testing
import VIPERGenerator
@testable import VIPERXcode

/// `viper new`, `viper init --link` and `viper doctor` on Xcode projects that do not link
/// VIPERKit yet, mostly on the fixture shaped like a grown app (`Packages`: five targets, packages
/// from repositories and from a folder, groups with and without folders of their own).
@Suite("Linking VIPERKit into Xcode projects")
struct XcodeLinkingTests {
    static func viper(_ words: String..., in fixture: ProjectFixture) -> XcodeCommandTests.Outcome {
        XcodeCommandTests.viper(words, in: fixture)
    }

    /// The fixture with one more package reference, written as Xcode writes it, that no target uses.
    static func addingReference(_ object: String, comment: String, to fixture: ProjectFixture) throws {
        var text = fixture.text
        let id = "5D81FFFFFFFFFFFFFFFFFFFF"
        let listed = "\t\t\t\t5D812C5414F2000000EF267F /* XCLocalSwiftPackageReference \"Packages/DesignSystem\" */,\n"
        text = text.replacingOccurrences(of: listed, with: listed + "\t\t\t\t\(id) /* \(comment) */,\n")
        let end = "/* End XCRemoteSwiftPackageReference section */\n"
        text = text.replacingOccurrences(of: end, with: "\t\t\(id) /* \(comment) */ = {\n\(object)\t\t};\n" + end)
        try fixture.folder.write(text, to: "App.xcodeproj/project.pbxproj")
    }

    @Test(
        "viper new adds one package reference and VIPER and VIPERTesting to the two targets; the independent reader finds them, and nothing removed"
    )
    func linksGrownApp() throws {
        let fixture = try ProjectFixture(.packages)
        let before = fixture.text
        let outcome = Self.viper("new", "Profile", "--target", "App", "--test-target", "AppTests", in: fixture)
        #expect(outcome.code == .success, "\(outcome.error)")
        #expect(
            outcome.output.contains(
                "Linked VIPERKit to App.xcodeproj: the package VIPERKit (\(VIPERKitPackage.defaultURL), from \(VIPERVersion.current)), VIPER on target 'App' and VIPERTesting on target 'AppTests'.\n"
            ))
        #expect(outcome.error.isEmpty)
        let members = try XcodeCommandTests.recordedMembers(of: "Profile", in: fixture)
        #expect(try fixture.independentCheck(before: before, mode: "add", files: members, link: .init()) { _ in false } == "ok")
        #expect(addedLines(from: before, to: fixture.text) != nil)
    }

    @Test("a second viper new adds no second reference and no second product")
    func secondModuleAddsNoReference() throws {
        let fixture = try ProjectFixture(.packages)
        #expect(Self.viper("new", "Profile", "--target", "App", in: fixture).code == .success)
        let linked = fixture.text
        let outcome = Self.viper("new", "Settings", "--target", "App", in: fixture)
        #expect(outcome.code == .success, "\(outcome.error)")
        #expect(!outcome.output.contains("VIPERKit"))
        let added = try #require(addedLines(from: linked, to: fixture.text))
        #expect(!added.isEmpty && !added.contains { $0.contains("VIPER") || $0.contains("SwiftPackage") })
        let members = try XcodeCommandTests.recordedMembers(of: "Settings", in: fixture)
        #expect(try fixture.independentCheck(before: linked, mode: "add", files: members, link: .init()) { _ in false } == "ok")
    }

    @Test("an existing reference to VIPERKit is reused whatever its version rule, and the products come from it")
    func reusesReference() throws {
        let fixture = try ProjectFixture(.packages)
        try Self.addingReference(
            """
            \t\t\tisa = XCRemoteSwiftPackageReference;
            \t\t\trepositoryURL = "git@git.acme.com:mirrors/VIPERKit.git";
            \t\t\trequirement = {
            \t\t\t\tbranch = develop;
            \t\t\t\tkind = branch;
            \t\t\t};

            """, comment: #"XCRemoteSwiftPackageReference "VIPERKit""#, to: fixture)
        let before = fixture.text
        let outcome = Self.viper("new", "Profile", "--target", "App", in: fixture)
        #expect(outcome.code == .success, "\(outcome.error)")
        #expect(outcome.output.contains("Linked VIPERKit to App.xcodeproj: VIPER on target 'App' and VIPERTesting on target 'AppTests'.\n"))
        let members = try XcodeCommandTests.recordedMembers(of: "Profile", in: fixture)
        let link = ProjectFixture.LinkExpectation(url: "git@git.acme.com:mirrors/VIPERKit.git")
        #expect(try fixture.independentCheck(before: before, mode: "add", files: members, link: link) { _ in false } == "ok")
        #expect(!fixture.text.contains(VIPERKitPackage.defaultURL))
    }

    @Test("--no-link leaves the packages alone and prints the steps in Xcode")
    func noLinkPrintsSteps() throws {
        let fixture = try ProjectFixture(.packages)
        let before = fixture.text
        let outcome = Self.viper("new", "Profile", "--target", "App", "--no-link", in: fixture)
        #expect(outcome.code == .success, "\(outcome.error)")
        let members = try XcodeCommandTests.recordedMembers(of: "Profile", in: fixture)
        #expect(try fixture.independentCheck(before: before, mode: "add", files: members) { _ in false } == "ok")
        #expect(
            outcome.output.contains(
                """
                App.xcodeproj lacks the package VIPERKit (\(VIPERKitPackage.defaultURL), from \(VIPERVersion.current)), VIPER on target 'App' \
                and VIPERTesting on target 'AppTests', which generated modules import. 'viper init --link' adds them (so does 'viper new' unless --no-link); by hand:
                  1. In Xcode, choose File ▸ Add Package Dependencies…, enter \(VIPERKitPackage.defaultURL), choose the Dependency Rule Up to Next Major Version, \(VIPERVersion.current), and click Add Package.
                  2. In the list of products, add VIPER to target 'App' and VIPERTesting to target 'AppTests' (the Add to Target column), and click Add Package.

                """))
    }

    @Test("--viperkit-url and --viperkit-requirement choose the reference, and viper.json's keys do the same")
    func mirrorAndRule() throws {
        let fixture = try ProjectFixture(.xcode14)
        let mirror = "https://git.acme.com/mirrors/VIPERKit.git"
        let outcome = Self.viper("new", "Profile", "--viperkit-url", mirror, "--viperkit-requirement", "exact 0.2.0", in: fixture)
        #expect(outcome.code == .success, "\(outcome.error)")
        #expect(
            fixture.text.contains(
                "\t\t\trepositoryURL = \"\(mirror)\";\n\t\t\trequirement = {\n\t\t\t\tkind = exactVersion;\n\t\t\t\tversion = 0.2.0;\n\t\t\t};\n"
            ))

        let configured = try ProjectFixture(.xcode14)
        try configured.folder.write(#"{"viperKitURL": "\#(mirror)", "viperKitRequirement": "branch main"}"#, to: "viper.json")
        #expect(Self.viper("new", "Profile", in: configured).code == .success)
        #expect(
            configured.text.contains(
                "repositoryURL = \"\(mirror)\";\n\t\t\trequirement = {\n\t\t\t\tbranch = main;\n\t\t\t\tkind = branch;\n"))
    }

    @Test("a version rule that does not parse is a usage error, on the command line and in viper.json")
    func badRule() throws {
        let fixture = try ProjectFixture(.xcode14)
        let outcome = Self.viper("new", "Profile", "--viperkit-requirement", "latest", in: fixture)
        #expect(outcome.code == .usage)
        #expect(outcome.error.contains("'latest' is not a version rule; expected 'from <version>'"))
        try fixture.folder.write(#"{"viperKitRequirement": "from 1.0"}"#, to: "viper.json")
        let configured = Self.viper("new", "Profile", in: fixture)
        #expect(configured.code == .usage)
        #expect(configured.error.hasPrefix(#"Error: viper.json: "viperKitRequirement" is "from 1.0"; expected 'from <version>'"#))
        #expect(fixture.folder.files() == ["App.xcodeproj/project.pbxproj", "viper.json"])
    }

    @Test("a deployment target older than VIPERKit supports is a warning naming the target and the setting")
    func oldDeploymentTarget() throws {
        let fixture = try ProjectFixture(.xcode14)
        try fixture.folder.write(
            fixture.text.replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 16.0;", with: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;"),
            to: "App.xcodeproj/project.pbxproj")
        let outcome = Self.viper("new", "Profile", in: fixture)
        #expect(outcome.code == .success)
        #expect(
            outcome.error == """
                warning: target 'App' supports iOS 15.0, and VIPERKit needs iOS 16.0: raise IPHONEOS_DEPLOYMENT_TARGET (General ▸ Minimum Deployments)
                warning: target 'AppTests' supports iOS 15.0, and VIPERKit needs iOS 16.0: raise IPHONEOS_DEPLOYMENT_TARGET (General ▸ Minimum Deployments)

                """)
    }

    @Test("a project that refers to VIPERKit as a local package is not linked by viper, and the steps say what to add")
    func localReferenceRefused() throws {
        let fixture = try ProjectFixture(.packages)
        try Self.addingReference(
            "\t\t\tisa = XCLocalSwiftPackageReference;\n\t\t\trelativePath = ../VIPERKit;\n",
            comment: #"XCLocalSwiftPackageReference "../VIPERKit""#, to: fixture)
        let before = fixture.text
        let outcome = Self.viper("new", "Profile", "--target", "App", in: fixture)
        #expect(outcome.code == .success, "\(outcome.error)")
        #expect(
            outcome.output.contains(
                "App.xcodeproj lacks VIPER on target 'App' and VIPERTesting on target 'AppTests', and viper did not add them: it refers to VIPERKit as the local package '../VIPERKit', whose products viper does not add. By hand:\n"
            ))
        #expect(
            outcome.output.contains(
                "  1. In Xcode, select target 'App', General ▸ Frameworks, Libraries, and Embedded Content: click + and add VIPER (package VIPERKit).\n"
            ))
        let members = try XcodeCommandTests.recordedMembers(of: "Profile", in: fixture)
        #expect(try fixture.independentCheck(before: before, mode: "add", files: members) { _ in false } == "ok")
    }

    @Test("viper doctor says what is missing and fails; after viper init --link it finds nothing missing")
    func doctorAndInit() throws {
        let fixture = try ProjectFixture(.packages)
        let before = fixture.text
        let sick = Self.viper("doctor", "--target", "App", in: fixture)
        #expect(sick.code == .failure)
        #expect(
            sick.output.hasPrefix(
                """
                missing: the package VIPERKit (\(VIPERKitPackage.defaultURL), from \(VIPERVersion.current))
                missing: VIPER on target 'App'
                missing: VIPERTesting on target 'AppTests'
                'viper init --link' adds what is missing (and 'viper new' does as it writes a module); by hand:

                """))
        #expect(fixture.text == before)

        let initialized = Self.viper("init", "--target", "App", "--link", in: fixture)
        #expect(initialized.code == .success, "\(initialized.error)")
        #expect(
            initialized.output.hasSuffix(
                "Linked VIPERKit to App.xcodeproj: the package VIPERKit (\(VIPERKitPackage.defaultURL), from \(VIPERVersion.current)), VIPER on target 'App' and VIPERTesting on target 'AppTests'.\n"
            ))
        #expect(try fixture.independentCheck(before: before, mode: "add", files: [], link: .init()) { _ in false } == "ok")
        let healthy = Self.viper("doctor", in: fixture)
        #expect(healthy.code == .success, "\(healthy.error)")
        #expect(healthy.output == "App.xcodeproj links VIPERKit where generated modules need it; nothing is missing.\n")
    }

    @Test("viper init without --link changes no project file and says how to link")
    func initWithoutLink() throws {
        let fixture = try ProjectFixture(.xcode14)
        let before = fixture.text
        let outcome = Self.viper("init", in: fixture)
        #expect(outcome.code == .success, "\(outcome.error)")
        #expect(fixture.text == before)
        #expect(outcome.output.contains("'viper init --link' adds them"))
    }
}
