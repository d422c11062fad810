import ToolTestSupport
import Foundation
import Testing
@testable import VIPERGenerator

@Suite("FileTransaction: all or nothing")
struct FileTransactionTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    func url(_ path: String) -> URL { directory.url.appending(path: path) }

    func entries() -> [String] {
        (FileManager.default.enumerator(atPath: directory.url.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test("committed files hold their text, folders are created, and no temporary file remains")
    func commits() throws {
        var transaction = FileTransaction(root: nil)
        try transaction.stage("a", at: url("x/y/A.swift"))
        try transaction.stage("b", at: url("B.swift"))
        #expect(directory.files().allSatisfy { $0.hasSuffix(".tmp") })
        try transaction.commit()
        #expect(directory.files() == ["B.swift", "x/y/A.swift"])
        #expect(directory.read("x/y/A.swift") == "a")
    }

    @Test("a staging failure takes back the temporary files and the folders created")
    func stagingFailure() throws {
        try directory.write("I am a file", to: "blocker")
        var transaction = FileTransaction(root: nil)
        try transaction.stage("a", at: url("new/folder/A.swift"))
        #expect(
            throws: ProjectError.unwritable(path: url("blocker/B.swift").path, reason: "\(url("blocker").path) is a file, not a folder")
        ) {
            try transaction.stage("b", at: url("blocker/B.swift"))
        }
        #expect(entries() == ["blocker"])
    }

    @Test("a commit failure restores replaced files, removes created ones and their folders")
    func commitFailure() throws {
        try directory.write("old", to: "Existing.swift")
        var transaction = FileTransaction(root: nil)
        try transaction.stage("new", at: url("Created/New.swift"))
        try transaction.stage("replaced", at: url("Existing.swift"))
        try transaction.stage("late", at: url("Late.swift"))
        // Something takes the last file's place between staging and commit: its rename fails.
        try directory.write("x", to: "Late.swift/inside")
        #expect(throws: ProjectError.self) { try transaction.commit() }
        #expect(entries() == ["Existing.swift", "Late.swift", "Late.swift/inside"])
        #expect(directory.read("Existing.swift") == "old")
    }

    @Test("removals happen on commit, prune the folders they empty, and are taken back when the commit fails")
    func removals() throws {
        try directory.write("a", to: "M/Sub/A.swift")
        try directory.write("b", to: "M/B.swift")
        var transaction = FileTransaction(root: nil)
        transaction.stageRemoval(at: url("M/Sub/A.swift"), pruning: [url("M/Sub"), url("M")])
        transaction.stageRemoval(at: url("M/B.swift"), pruning: [url("M/Sub"), url("M")])
        try transaction.stage("late", at: url("Late.swift"))
        try directory.write("x", to: "Late.swift/inside")
        #expect(throws: ProjectError.self) { try transaction.commit() }
        #expect(directory.read("M/Sub/A.swift") == "a")
        #expect(directory.read("M/B.swift") == "b")

        var second = FileTransaction(root: nil)
        second.stageRemoval(at: url("M/Sub/A.swift"), pruning: [url("M/Sub"), url("M")])
        second.stageRemoval(at: url("M/B.swift"), pruning: [url("M/Sub"), url("M")])
        try second.commit()
        #expect(entries() == ["Late.swift", "Late.swift/inside"])
    }
}

@Suite("Project: nothing is written when generation fails")
struct GenerationFailureTests {
    let directory: TemporaryDirectory
    let project: Project
    let request: ModuleRequest

    init() throws {
        (directory, project, request) = try profileModuleInEmptyProject()
    }

    @Test("a file where a folder should be is found while planning, before any write")
    func obstacleWhilePlanning() throws {
        try directory.write("not a folder", to: "Tests/AppTests")
        #expect(
            throws: ProjectError.unwritable(
                path: "Tests/AppTests/Profile/ProfilePresenterTests.swift",
                reason: "\(directory.url.appending(path: "Tests/AppTests").path) is a file, not a folder"
            )
        ) {
            try project.plan(request, templateSet: BuiltInTemplate.templateSet, force: false)
        }
        #expect(directory.files() == ["Tests/AppTests"])
    }

    @Test("when a write fails half-way, no file, folder or manifest is left behind")
    func failureWhileApplying() throws {
        let plan = try project.plan(request, templateSet: BuiltInTemplate.templateSet, force: false)
        // The disk changes after planning: a folder now sits where the last file goes.
        try directory.write("mine", to: "Tests/AppTests/Profile/ProfileSpies.swift/keep.txt")
        #expect(throws: ProjectError.self) { try project.apply(plan) }
        #expect(directory.files() == ["Tests/AppTests/Profile/ProfileSpies.swift/keep.txt"])
        #expect(!directory.exists("Sources"))
        #expect(!directory.exists(".viper"))
    }

    @Test("a companion file (the Xcode project) is written with the module")
    func companionWritten() throws {
        try directory.write("old project", to: "App.xcodeproj/project.pbxproj")
        let plan = try project.plan(request, templateSet: BuiltInTemplate.templateSet, force: false)
        let companion = GeneratedFile(path: directory.url.appending(path: "App.xcodeproj/project.pbxproj").path, contents: "new project")
        try project.apply(plan, with: [companion])
        #expect(directory.read("App.xcodeproj/project.pbxproj") == "new project")
    }

    @Test("when the module's files cannot all be written, the companion keeps its old text")
    func companionTakenBack() throws {
        try directory.write("old project", to: "App.xcodeproj/project.pbxproj")
        let plan = try project.plan(request, templateSet: BuiltInTemplate.templateSet, force: false)
        try directory.write("mine", to: "Tests/AppTests/Profile/ProfileSpies.swift/keep.txt")
        #expect(throws: ProjectError.self) {
            try project.apply(plan, with: [GeneratedFile(path: "App.xcodeproj/project.pbxproj", contents: "new project")])
        }
        #expect(directory.read("App.xcodeproj/project.pbxproj") == "old project")
    }

    @Test("a failed eject writes no template file")
    func ejectFailure() throws {
        try directory.write("mine", to: ".viper/templates/acme/tests/{{Module}}Spies.swift.tpl/keep.txt")
        #expect(throws: ProjectError.self) { try project.ejectTemplate(named: "acme", force: true) }
        #expect(directory.files() == [".viper/templates/acme/tests/{{Module}}Spies.swift.tpl/keep.txt"])
    }
}
