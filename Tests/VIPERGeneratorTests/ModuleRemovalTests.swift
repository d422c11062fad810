import ToolTestSupport
import Foundation
import Testing
@testable import VIPERGenerator

/// The files `viper new` writes for a module: Contracts, View, Presenter, Interactor, Router and
/// Models; Presenter, Interactor and assembly tests, the spies and the test data.
private let moduleFileCount = 11

@Suite("SHA256")
struct SHA256Tests {
    @Test(
        "digests match the FIPS 180-4 examples and shasum",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            (String(repeating: "x", count: 1000), "44f8354494a5ba03ba1792a8d3e9c534c47a9181980fde7a3f44b06ef2ae7c7f"),
            (String(repeating: "é✓", count: 100), "443ebc9981935d575123899cde6af01c2e6676a1a24c0ece3508c91c04e0a3f9"),
        ])
    func vectors(text: String, digest: String) {
        #expect(SHA256.hex(text) == digest)
    }
}

@Suite("Project: the manifest follows the files")
struct ModuleRemovalTests {
    let directory: TemporaryDirectory
    let project: Project

    init() throws {
        directory = try TemporaryDirectory()
        project = Project(root: directory.url)
    }

    @discardableResult
    func generate(_ name: String = "Profile", layout: Layout = .flat) throws -> [String] {
        let request = ModuleRequest(
            name: try ModuleName(validating: name), layout: layout, sourcesPath: "Sources/App/Modules",
            testsPath: "Tests/AppTests", target: "App"
        )
        let plan = try project.plan(request, templateSet: BuiltInTemplate.templateSet, force: false)
        try project.apply(plan)
        return plan.changes.map(\.file.path)
    }

    let presenter = "Sources/App/Modules/Profile/ProfilePresenter.swift"

    // MARK: Status

    @Test("a freshly generated module has every file unchanged")
    func freshStatus() throws {
        let files = try generate()
        let status = try #require(try project.moduleStatuses().first)
        #expect(status.paths(.unchanged) == files)
        #expect(!status.isMissing)
    }

    @Test("edited and deleted files are told apart")
    func editedAndMissing() throws {
        try generate()
        try directory.write("// mine", to: presenter)
        try FileManager.default.removeItem(at: directory.url.appending(path: "Sources/App/Modules/Profile/ProfileRouter.swift"))
        let status = try #require(try project.moduleStatuses().first)
        #expect(status.paths(.edited) == [presenter])
        #expect(status.paths(.missing) == ["Sources/App/Modules/Profile/ProfileRouter.swift"])
        #expect(status.paths(.unchanged).count == moduleFileCount - 2)
    }

    @Test("a module whose files are all gone is missing")
    func missingModule() throws {
        try generate()
        try FileManager.default.removeItem(at: directory.url.appending(path: "Sources"))
        try FileManager.default.removeItem(at: directory.url.appending(path: "Tests"))
        #expect(try project.moduleStatuses().map(\.isMissing) == [true])
    }

    @Test("a manifest written before hashes were kept still reads, its files unrecorded")
    func legacyManifest() throws {
        try directory.write("// old", to: "Sources/App/Modules/Old/OldView.swift")
        try directory.write(
            """
            {"modules": [{"assembly": "router", "files": ["Sources/App/Modules/Old/OldView.swift", "Tests/AppTests/Old/OldSpies.swift"],
            "layout": "flat", "name": "Old", "template": "module", "tests": "swift-testing", "ui": "none", "version": "0.1.0"}]}
            """, to: ".viper/manifest.json")
        let status = try #require(try project.moduleStatuses().first)
        #expect(status.files.map(\.state) == [.unrecorded, .missing])
    }

    // MARK: Removal

    @Test("removing deletes every file, the module folders they empty, and the manifest entry")
    func removes() throws {
        try generate()
        try generate("Feed")
        let plan = try project.planRemoval(of: "Profile")
        #expect(plan.folders == ["Sources/App/Modules/Profile", "Tests/AppTests/Profile"])
        let removed = try project.remove(plan, force: false)
        #expect(removed.count == moduleFileCount)
        #expect(!directory.exists("Sources/App/Modules/Profile"))
        #expect(!directory.exists("Tests/AppTests/Profile"))
        #expect(directory.exists("Sources/App/Modules/Feed/FeedRouter.swift"))
        #expect(try project.loadManifest().modules.map(\.name) == ["Feed"])
    }

    @Test("role folders go with the module, and a folder holding the user's own file stays")
    func folders() throws {
        try generate(layout: .roles)
        try directory.write("// mine", to: "Sources/App/Modules/Profile/Notes.md")
        let plan = try project.planRemoval(of: "Profile")
        #expect(plan.folders.contains("Sources/App/Modules/Profile/View"))
        #expect(!plan.folders.contains("Sources/App/Modules/Profile"))
        try project.remove(plan, force: false)
        #expect(directory.files().filter { $0.hasPrefix("Sources") } == ["Sources/App/Modules/Profile/Notes.md"])
        #expect(!directory.exists("Sources/App/Modules/Profile/View"))
    }

    @Test("a companion file (the Xcode project) is written with the removal")
    func removalCompanion() throws {
        try generate()
        try directory.write("with Profile", to: "App.xcodeproj/project.pbxproj")
        try project.remove(
            try project.planRemoval(of: "Profile"), force: false,
            with: [
                GeneratedFile(path: "App.xcodeproj/project.pbxproj", contents: "without Profile")
            ])
        #expect(directory.read("App.xcodeproj/project.pbxproj") == "without Profile")
        #expect(!directory.exists("Sources/App/Modules/Profile"))
    }

    @Test("planning a removal deletes nothing")
    func planningDeletesNothing() throws {
        let files = try generate()
        _ = try project.planRemoval(of: "Profile")
        #expect(directory.files() == (files + [".viper/manifest.json"]).sorted())
    }

    @Test("an edited file stops the removal without force, and nothing at all is deleted")
    func editedRefused() throws {
        let files = try generate()
        try directory.write("// my work", to: presenter)
        let plan = try project.planRemoval(of: "Profile")
        #expect(plan.protectedFiles == [presenter])
        #expect(throws: ProjectError.filesEdited(name: "Profile", paths: [presenter])) {
            try project.remove(plan, force: false)
        }
        #expect(directory.files() == (files + [".viper/manifest.json"]).sorted())
        #expect(try project.loadManifest().entry(named: "Profile") != nil)
    }

    @Test("force removes edited files too")
    func forceRemovesEdited() throws {
        try generate()
        try directory.write("// my work", to: presenter)
        try project.remove(try project.planRemoval(of: "Profile"), force: true)
        #expect(directory.files() == [".viper/manifest.json"])
    }

    @Test("files without a recorded hash need force")
    func unrecordedNeedsForce() throws {
        try directory.write("// old", to: "Sources/App/Modules/Old/OldView.swift")
        try directory.write(
            """
            {"modules": [{"assembly": "router", "files": ["Sources/App/Modules/Old/OldView.swift"],
            "layout": "flat", "name": "Old", "template": "module", "tests": "swift-testing", "ui": "none", "version": "0.1.0"}]}
            """, to: ".viper/manifest.json")
        let plan = try project.planRemoval(of: "Old")
        #expect(throws: ProjectError.filesEdited(name: "Old", paths: ["Sources/App/Modules/Old/OldView.swift"])) {
            try project.remove(plan, force: false)
        }
        try project.remove(plan, force: true)
        #expect(!directory.exists("Sources/App/Modules/Old"))
    }

    @Test("files already deleted are skipped, and a missing module's entry is dropped")
    func missingFilesSkipped() throws {
        try generate()
        try FileManager.default.removeItem(at: directory.url.appending(path: "Sources"))
        let plan = try project.planRemoval(of: "Profile")
        #expect(plan.filesToDelete.allSatisfy { $0.hasPrefix("Tests/") })
        try project.remove(plan, force: false)
        #expect(try project.loadManifest().modules.isEmpty)
        #expect(directory.files() == [".viper/manifest.json"])
    }

    @Test("a module the manifest does not list is an error naming those it lists")
    func unknownModule() throws {
        try generate()
        #expect(throws: ProjectError.moduleNotGenerated(name: "Feed", known: ["Profile"])) {
            try project.planRemoval(of: "Feed")
        }
        #expect(
            ProjectError.moduleNotGenerated(name: "profile", known: ["Profile"]).description
                == "no module 'profile' in .viper/manifest.json; did you mean 'Profile'?")
    }

    @Test("after removal the same name generates again")
    func regenerateAfterRemoval() throws {
        try generate()
        try project.remove(try project.planRemoval(of: "Profile"), force: false)
        #expect(try generate().count == moduleFileCount)
    }
}
