import Foundation
import Testing
@testable import VIPERXcode

@Suite("Removing a module from an Xcode project")
struct XcodeProjectRemovalTests {
    @Test("removing what was added restores the project file byte for byte", arguments: ProjectFixture.Kind.allCases)
    func removalUndoesAddition(kind: ProjectFixture.Kind) throws {
        let fixture = try ProjectFixture(kind)
        let before = try Data(contentsOf: fixture.pbxprojURL)
        let members = try ProjectFixture.module("Profile").members
        try fixture.add(members)
        try fixture.project().removal(of: members.map(\.path), root: fixture.root).write()
        #expect(try Data(contentsOf: fixture.pbxprojURL) == before)
    }

    @Test("the summary counts the files taken out and those the project does not list")
    func removalSummary() throws {
        let fixture = try ProjectFixture(.xcode14)
        let members = try ProjectFixture.module("Profile").members
        try fixture.add(members)
        let change = try fixture.project().removal(of: members.map(\.path) + ["App/Modules/Profile/Notes.swift"], root: fixture.root)
        #expect(change.summary(planned: true) == ["Would remove 11 files from App.xcodeproj.", "1 file not listed by App.xcodeproj."])
    }

    @Test("the independent reader finds no reference left and nothing else changed")
    func independentReaderAgrees() throws {
        let fixture = try ProjectFixture(.cocoaPods)
        let members = try ProjectFixture.module("Profile").members
        try fixture.add(members)
        let added = fixture.text
        try fixture.project().removal(of: members.map(\.path), root: fixture.root).write()
        #expect(try fixture.independentCheck(before: added, mode: "remove", files: members) { _ in false } == "ok")
    }

    @Test("removing files the project already had removes their build files and emptied groups only")
    func removesExistingFiles() throws {
        let fixture = try ProjectFixture(.xcode14)
        let change = try fixture.project().removal(
            of: ["App/Modules/Home/HomeView.swift", "App/Modules/Home/HomePresenter.swift"], root: fixture.root)
        #expect(change.placements.map(\.outcome) == [.removed, .removed])
        #expect(change.placements.map(\.target) == ["App", "App"])
        try change.write()
        #expect(!fixture.text.contains("HomeView.swift"))
        #expect(!fixture.text.contains("path = Modules;"))  // Modules held only Home, which held only these
        #expect(fixture.text.contains("HomePresenterTests.swift"))
    }

    @Test("files the project does not list, or that sit in synchronized folders, are reported and left alone")
    func notInProject() throws {
        let fixture = try ProjectFixture(.xcode16Groups)
        let before = try Data(contentsOf: fixture.pbxprojURL)
        let change = try fixture.project().removal(
            of: ["App/Modules/Profile/ProfileView.swift", "AppTests/Nope.swift"], root: fixture.root)
        #expect(change.placements.map(\.outcome) == [.synchronized(folder: "App"), .notInProject])
        #expect(change.isEmpty)
        try change.write()
        #expect(try Data(contentsOf: fixture.pbxprojURL) == before)
    }
}
