import Foundation
import Testing
import ToolTestSupport
@testable import VIPERXcode

@Suite("Reading an Xcode project")
struct XcodeProjectTests {
    @Test("targets are read with their product type and Swift module name")
    func readsTargets() throws {
        let project = try ProjectFixture(.xcode15).project()
        #expect(project.targets.map(\.name) == ["App", "Core", "AppTests", "AppUITests"])
        #expect(project.targets.map(\.moduleName) == ["App", "Core", "AppTests", "AppUITests"])
        #expect(project.targets.filter(\.isTestBundle).map(\.name) == ["AppTests", "AppUITests"])
        #expect(!project.usesSynchronizedFolders)
    }

    @Test("synchronized folders are listed per target")
    func readsSynchronizedFolders() throws {
        let project = try ProjectFixture(.xcode16).project()
        #expect(project.targets.map(\.synchronizedFolders) == [["App"], ["AppTests"]])
        #expect(project.usesSynchronizedFolders)
    }

    @Test("a module name comes from PRODUCT_MODULE_NAME or PRODUCT_NAME, made an identifier")
    func moduleNameIsAnIdentifier() {
        #expect(XcodeTarget.identifier(from: "My App-iOS") == "My_App_iOS")
        #expect(XcodeTarget.identifier(from: "2048") == "_2048")
    }

    @Test("without names, the only app target and <App>Tests are chosen")
    func defaultTargets() throws {
        let project = try ProjectFixture(.xcode14).project()
        #expect(try project.resolveTargets(app: nil, tests: nil) == XcodeModuleTargets(app: "App", tests: "AppTests"))
    }

    @Test("several candidate targets and no name is an error listing them")
    func ambiguousTarget() throws {
        let project = try ProjectFixture(.xcode15).project()
        #expect(throws: XcodeProjectError.ambiguousTarget(project: "App.xcodeproj", candidates: ["App", "Core"])) {
            try project.resolveTargets(app: nil, tests: nil)
        }
        #expect(try project.resolveTargets(app: "Core", tests: "AppTests") == XcodeModuleTargets(app: "Core", tests: "AppTests"))
    }

    @Test("a project file that is not a property list is an error naming the file and the line")
    func unreadableProject() throws {
        let folder = try TemporaryDirectory()
        try folder.write(
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\t\tA = {isa = PBXGroup\n}\n", to: "Broken.xcodeproj/project.pbxproj")
        let file = folder.url.appending(path: "Broken.xcodeproj/project.pbxproj").standardizedFileURL.path
        #expect(
            throws: XcodeProjectError.unreadable(
                path: file, reason: "it is not a property list in the text format Xcode writes (line 6: expected ';')")
        ) {
            try XcodeProject(url: folder.url.appending(path: "Broken.xcodeproj"))
        }
    }

    @Test("a .xcodeproj without a project file is an error naming it")
    func missingProjectFile() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.url.appending(path: "Empty.xcodeproj"), withIntermediateDirectories: true)
        let error = #expect(throws: XcodeProjectError.self) { try XcodeProject(url: folder.url.appending(path: "Empty.xcodeproj")) }
        #expect(error?.description.contains("Empty.xcodeproj/project.pbxproj") == true)
    }

    @Test("a property list that is not a project is an error, not a crash")
    func notAProject() throws {
        let folder = try TemporaryDirectory()
        try folder.write("{ archiveVersion = 1; objects = { }; rootObject = NOPE; }\n", to: "Odd.xcodeproj/project.pbxproj")
        #expect(throws: XcodeProjectError.self) { try XcodeProject(url: folder.url.appending(path: "Odd.xcodeproj")) }
    }
}

@Suite("Finding the Xcode project")
struct XcodeProjectLocatorTests {
    @Test("the only .xcodeproj in the folder is found")
    func findsTheOnlyProject() throws {
        let fixture = try ProjectFixture(.xcode14)
        #expect(try XcodeProjectLocator.locate(explicit: nil, recorded: nil, in: fixture.root) == fixture.projectURL.standardizedFileURL)
    }

    @Test("a Swift package's folder is not searched for a project, but a named one is used")
    func packageFolder() throws {
        let fixture = try ProjectFixture(.xcode14)
        try fixture.folder.write("// swift-tools-version: 6.0\n", to: "Package.swift")
        #expect(try XcodeProjectLocator.locate(explicit: nil, recorded: nil, in: fixture.root) == nil)
        #expect(
            try XcodeProjectLocator.locate(explicit: "App.xcodeproj", recorded: nil, in: fixture.root)
                == fixture.projectURL.standardizedFileURL)
    }

    @Test("no project is no project, not an error")
    func noProject() throws {
        let folder = try TemporaryDirectory()
        #expect(try XcodeProjectLocator.locate(explicit: nil, recorded: nil, in: folder.url) == nil)
    }

    @Test("several projects and none named is an error listing them")
    func severalProjects() throws {
        let folder = try TemporaryDirectory()
        try folder.write("", to: "A.xcodeproj/project.pbxproj")
        try folder.write("", to: "B.xcodeproj/project.pbxproj")
        #expect(throws: XcodeProjectError.severalProjects(folder: folder.url.path, projects: ["A.xcodeproj", "B.xcodeproj"])) {
            try XcodeProjectLocator.locate(explicit: nil, recorded: nil, in: folder.url)
        }
        #expect(try XcodeProjectLocator.locate(explicit: nil, recorded: "B.xcodeproj", in: folder.url)?.lastPathComponent == "B.xcodeproj")
        #expect(
            try XcodeProjectLocator.locate(explicit: "A.xcodeproj", recorded: "B.xcodeproj", in: folder.url)?.lastPathComponent
                == "A.xcodeproj")
    }

    @Test("a named project that does not exist is an error naming it")
    func namedProjectMissing() throws {
        let folder = try TemporaryDirectory()
        #expect(throws: XcodeProjectError.notFound(path: "Gone.xcodeproj")) {
            try XcodeProjectLocator.locate(explicit: nil, recorded: "Gone.xcodeproj", in: folder.url)
        }
    }
}

@Suite("Where a target's code lives")
struct XcodeTargetFolderTests {
    @Test("a target's folder is the one most of its compiled files are in, or its synchronized folder")
    func sourceFolders() throws {
        #expect(try ProjectFixture(.xcode15).project().targets.map(\.sourceFolder) == ["App", "Core", "AppTests", "AppUITests"])
        #expect(try ProjectFixture(.xcode16Groups).project().targets.map(\.sourceFolder) == ["App", "AppTests"])
    }

    @Test("a project-relative path is made relative to the folder viper runs in")
    func pathRelativeToRoot() throws {
        let fixture = try ProjectFixture(.xcode14)
        let project = try fixture.project()
        #expect(project.path("App/Modules", relativeTo: fixture.root) == "App/Modules")
        #expect(
            project.path("App/Modules", relativeTo: fixture.root.deletingLastPathComponent())
                == "\(fixture.root.lastPathComponent)/App/Modules")
    }
}

@Suite("Resolving the project and targets for viper new and viper init")
struct XcodeSetupTests {
    @Test("the only project is found, its targets chosen, and folders suggested from them")
    func resolvesFromTheFolder() throws {
        let fixture = try ProjectFixture(.xcode14)
        let setup = try #require(
            try XcodeSetup.resolve(explicitProject: nil, recordedProject: nil, target: nil, testTarget: nil, root: fixture.root))
        #expect(setup.targets == XcodeModuleTargets(app: "App", tests: "AppTests"))
        #expect(setup.testedModule == "App")
        #expect(setup.projectPath(relativeTo: fixture.root) == "App.xcodeproj")
        #expect(setup.suggestedSourcesPath(relativeTo: fixture.root) == "App/Modules")
        #expect(setup.suggestedTestsPath(relativeTo: fixture.root) == "AppTests")
    }

    @Test("a folder without a project has no Xcode setup")
    func noProject() throws {
        let folder = try TemporaryDirectory()
        #expect(try XcodeSetup.resolve(explicitProject: nil, recordedProject: nil, target: nil, testTarget: nil, root: folder.url) == nil)
    }

    @Test("a project in a subfolder gives paths relative to the folder viper runs in")
    func projectInSubfolder() throws {
        let fixture = try ProjectFixture(.xcode16)
        let sub = fixture.root.appending(path: "ios")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: fixture.projectURL, to: sub.appending(path: "App.xcodeproj"))
        let setup = try #require(
            try XcodeSetup.resolve(
                explicitProject: "ios/App.xcodeproj", recordedProject: nil, target: "App", testTarget: nil, root: fixture.root))
        #expect(setup.projectPath(relativeTo: fixture.root) == "ios/App.xcodeproj")
        #expect(setup.suggestedSourcesPath(relativeTo: fixture.root) == "ios/App/Modules")
        #expect(setup.suggestedTestsPath(relativeTo: fixture.root) == "ios/AppTests")
    }
}

@Suite("Xcode project error messages")
struct XcodeProjectErrorTests {
    @Test("messages list names in English and say what to do")
    func messages() {
        #expect(
            XcodeProjectError.unknownTarget(name: "Shop", project: "App.xcodeproj", available: ["App", "AppTests", "AppUITests"])
                .description
                == "App.xcodeproj has no target 'Shop'; its targets are 'App', 'AppTests' and 'AppUITests'")
        #expect(
            XcodeProjectError.ambiguousTarget(project: "App.xcodeproj", candidates: ["App", "Widget"]).description
                == "App.xcodeproj has several targets that could receive the module ('App' and 'Widget'); pass --target <name>")
        #expect(
            XcodeProjectError.severalProjects(folder: "/w", projects: ["A.xcodeproj", "B.xcodeproj"]).description
                == "/w holds 2 Xcode projects ('A.xcodeproj' and 'B.xcodeproj'); pass --xcodeproj <path> or record one with 'viper init --xcodeproj <path>'"
        )
        #expect(
            XcodeProjectError.synchronizedFolderNotInTarget(file: "T/X.swift", folder: "T", target: "App", members: ["AppTests"])
                .description
                == "T/X.swift would go into the synchronized folder 'T', which belongs to target 'AppTests' but not to 'App'; add 'App' to the folder's target membership in Xcode, or choose another path"
        )
    }
}
