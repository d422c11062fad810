import Foundation
import Testing
import VIPERGenerator
@testable import VIPERXcode

@Suite("Adding a module to an Xcode project")
struct XcodeProjectAdditionTests {
    @Test(
        "the independent reader finds every file in its group and its target's phase, and nothing else changed",
        arguments: ProjectFixture.Kind.allCases)
    func independentReaderAgrees(kind: ProjectFixture.Kind) throws {
        let fixture = try ProjectFixture(kind)
        let before = fixture.text
        let module = try ProjectFixture.module("Profile")
        try fixture.add(module.members)
        let verdict = try fixture.independentCheck(before: before, mode: "add", files: module.members) { file in
            file.targetKind == .app ? kind.synchronizedSources : kind.synchronizedTests
        }
        #expect(verdict == "ok")
    }

    @Test("the project file only gains lines: every byte it had stays where it was", arguments: ProjectFixture.Kind.allCases)
    func onlyAddsLines(kind: ProjectFixture.Kind) throws {
        let fixture = try ProjectFixture(kind)
        let before = fixture.text
        try fixture.add(try ProjectFixture.module("Profile").members)
        let added = try #require(addedLines(from: before, to: fixture.text))
        #expect(kind == .xcode16 ? added.isEmpty : !added.isEmpty)
    }

    @Test("a second run adds nothing and leaves the file byte for byte", arguments: ProjectFixture.Kind.allCases)
    func secondRunIsIdempotent(kind: ProjectFixture.Kind) throws {
        let fixture = try ProjectFixture(kind)
        let members = try ProjectFixture.module("Profile").members
        try fixture.add(members)
        let once = try Data(contentsOf: fixture.pbxprojURL)
        let again = try fixture.add(members)
        #expect(again.isEmpty)
        #expect(
            again.placements.allSatisfy {
                $0.outcome == .alreadyPresent || $0.outcome == .synchronized(folder: "App")
                    || $0.outcome == .synchronized(folder: "AppTests")
            })
        #expect(try Data(contentsOf: fixture.pbxprojURL) == once)
    }

    @Test("an existing group is reused and only the missing ones are created")
    func reusesExistingGroups() throws {
        let fixture = try ProjectFixture(.xcode14)
        let before = fixture.text
        try fixture.add(try ProjectFixture.module("Profile").members)
        let added = try #require(addedLines(from: before, to: fixture.text))
        let newGroups = added.filter { $0.contains("isa = PBXGroup;") }
        #expect(newGroups.count == 2)  // App/Modules/Profile and AppTests/Profile; Modules and AppTests exist
        #expect(added.contains { $0.hasSuffix("path = Profile;") })
        #expect(!added.contains { $0.hasSuffix("path = Modules;") })
    }

    @Test("the roles layout gets a group per role folder, each with its folder as path")
    func rolesLayoutNestsGroups() throws {
        let fixture = try ProjectFixture(.xcode15)
        let before = fixture.text
        let module = try ProjectFixture.module("Cart", layout: .roles)
        try fixture.add(module.members)
        let verdict = try fixture.independentCheck(before: before, mode: "add", files: module.members) { _ in false }
        #expect(verdict == "ok")
        for role in ["View", "Presenter", "Interactor", "Router", "Entity"] {
            #expect(fixture.text.contains("path = \(role);"))
        }
    }

    @Test("files in synchronized folders need no edit and are reported as such")
    func synchronizedFoldersNeedNoEdit() throws {
        let fixture = try ProjectFixture(.xcode16)
        let before = try Data(contentsOf: fixture.pbxprojURL)
        let change = try fixture.add(try ProjectFixture.module("Profile").members)
        #expect(change.isEmpty)
        #expect(change.projectFile == nil)
        #expect(change.placements.allSatisfy { if case .synchronized = $0.outcome { true } else { false } })
        #expect(try Data(contentsOf: fixture.pbxprojURL) == before)
    }

    @Test("sources in a synchronized folder and tests in a group: only the tests are added")
    func mixedSynchronizedAndGroups() throws {
        let fixture = try ProjectFixture(.xcode16Groups)
        let change = try fixture.add(try ProjectFixture.module("Profile").members)
        let sources = change.placements.filter { $0.target == "App" }
        let tests = change.placements.filter { $0.target == "AppTests" }
        #expect(!sources.isEmpty && sources.allSatisfy { $0.outcome == .synchronized(folder: "App") })
        #expect(!tests.isEmpty && tests.allSatisfy { $0.outcome == .added(group: "AppTests/Profile") })
    }

    @Test("a file the synchronized folder's exceptions leave out of the target is an error")
    func excludedBySynchronizedFolder() throws {
        let fixture = try ProjectFixture(.xcode16)
        #expect(throws: XcodeProjectError.excludedBySynchronizedFolder(file: "App/Legacy/OldScreen.swift", folder: "App", target: "App")) {
            try fixture.add([XcodeMemberFile(path: "App/Legacy/OldScreen.swift", targetKind: .app)])
        }
    }

    @Test("a file in a synchronized folder of another target is an error naming the folder's targets")
    func synchronizedFolderOfAnotherTarget() throws {
        let fixture = try ProjectFixture(.xcode16)
        #expect(
            throws: XcodeProjectError.synchronizedFolderNotInTarget(
                file: "AppTests/ProfileSpies.swift", folder: "AppTests", target: "App", members: ["AppTests"])
        ) {
            try fixture.add([XcodeMemberFile(path: "AppTests/ProfileSpies.swift", targetKind: .app)])
        }
    }

    @Test("CocoaPods' script phases and xcconfig references stay as pod install wrote them")
    func cocoaPodsPhasesUntouched() throws {
        let fixture = try ProjectFixture(.cocoaPods)
        let before = fixture.text
        try fixture.add(try ProjectFixture.module("Profile").members)
        let added = try #require(addedLines(from: before, to: fixture.text))
        #expect(!added.contains { $0.contains("[CP]") || $0.contains("inputPaths") || $0.contains("xcconfig") })
    }

    @Test("an unknown target is an error listing the project's targets")
    func unknownTarget() throws {
        let fixture = try ProjectFixture(.xcode15)
        #expect(
            throws: XcodeProjectError.unknownTarget(
                name: "Shop", project: "App.xcodeproj", available: ["App", "Core", "AppTests", "AppUITests"])
        ) {
            try fixture.project().addition(of: [], to: XcodeModuleTargets(app: "Shop", tests: nil), root: fixture.root)
        }
    }

    @Test("a file outside the project's folder is an error")
    func outsideProjectFolder() throws {
        let fixture = try ProjectFixture(.xcode14)
        let sub = fixture.root.appending(path: "ios")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: fixture.projectURL, to: sub.appending(path: "App.xcodeproj"))
        let project = try XcodeProject(url: sub.appending(path: "App.xcodeproj"))
        #expect(throws: XcodeProjectError.outsideProjectFolder(file: "Shared/X.swift", folder: sub.path)) {
            try project.addition(
                of: [XcodeMemberFile(path: "Shared/X.swift", targetKind: .app)], to: XcodeModuleTargets(app: "App", tests: nil),
                root: fixture.root)
        }
    }

    @Test("nothing is written until the change is written")
    func planningWritesNothing() throws {
        let fixture = try ProjectFixture(.xcode14)
        let before = try Data(contentsOf: fixture.pbxprojURL)
        let change = try fixture.project().addition(
            of: try ProjectFixture.module("Profile").members, to: XcodeModuleTargets(app: "App", tests: "AppTests"), root: fixture.root)
        #expect(!change.isEmpty)
        #expect(change.projectFile?.path == fixture.pbxprojURL.path)
        #expect(change.projectFile?.contents == change.updatedText)
        #expect(try Data(contentsOf: fixture.pbxprojURL) == before)
    }

    @Test("the dry-run diff shows the added lines as a unified diff of the project file")
    func dryRunDiff() throws {
        let fixture = try ProjectFixture(.xcode14)
        let change = try fixture.project().addition(
            of: try ProjectFixture.module("Profile").members, to: XcodeModuleTargets(app: "App", tests: "AppTests"), root: fixture.root)
        let diff = change.diff(path: "App.xcodeproj/project.pbxproj").split(separator: "\n").map(String.init)
        #expect(diff.prefix(2) == ["--- a/App.xcodeproj/project.pbxproj", "+++ b/App.xcodeproj/project.pbxproj"])
        #expect(diff.contains { $0.hasPrefix("+") && $0.contains("ProfilePresenter.swift in Sources") })
        #expect(!diff.contains { $0.hasPrefix("-") && !$0.hasPrefix("---") })
        // Applying the diff's added lines reproduces the written file.
        try change.write()
        let added = try #require(addedLines(from: String(decoding: change.original, as: UTF8.self), to: fixture.text))
        #expect(added == diff.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.map { String($0.dropFirst()) })
    }

    @Test("a project without build files gets a PBXBuildFile section where Xcode puts it")
    func createsMissingSection() throws {
        let fixture = try ProjectFixture(.xcode16)
        let before = fixture.text
        #expect(!before.contains("PBXBuildFile section"))
        let shared = [XcodeMemberFile(path: "Shared/Formatter.swift", targetKind: .app)]
        try fixture.add(shared)
        let verdict = try fixture.independentCheck(before: before, mode: "add", files: shared) { _ in false }
        #expect(verdict == "ok")
        let text = fixture.text
        let sections = text.split(separator: "\n").filter { $0.hasPrefix("/* Begin ") }.map { String($0) }
        #expect(sections == sections.sorted())
        #expect(sections.first == "/* Begin PBXBuildFile section */")
        #expect(addedLines(from: before, to: text) != nil)
    }

    @Test("an interface file goes into Copy Bundle Resources, and a file that is neither code nor resource only into its group")
    func resourcesAndOtherFiles() throws {
        let fixture = try ProjectFixture(.xcode14)
        let before = fixture.text
        let change = try fixture.add([
            XcodeMemberFile(path: "App/Modules/Cart/CartView.xib", targetKind: .app),
            XcodeMemberFile(path: "App/Modules/Cart/README.md", targetKind: .app),
        ])
        #expect(change.placements.map(\.outcome) == [.added(group: "App/Modules/Cart"), .addedToGroupOnly(group: "App/Modules/Cart")])
        let added = try #require(addedLines(from: before, to: fixture.text))
        #expect(added.contains { $0.contains("CartView.xib in Resources") })
        #expect(!added.contains { $0.contains("README.md in") })
        #expect(added.contains { $0.contains("lastKnownFileType = net.daringfireball.markdown; path = README.md;") })
        #expect(
            change.summary(planned: false) == [
                "Added 1 file to App.xcodeproj, target 'App', in group App/Modules/Cart.",
                "Added 1 file to App.xcodeproj in group App/Modules/Cart, in no build phase.",
            ])
    }
}
