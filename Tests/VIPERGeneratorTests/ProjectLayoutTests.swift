import ToolTestSupport
import Foundation
import Testing
import VIPERGenerator

@Suite("ProjectLayout: where new modules go")
struct ProjectLayoutTests {
    let directory: TemporaryDirectory
    let project: Project

    init() throws {
        directory = try TemporaryDirectory()
        project = Project(root: directory.url)
    }

    func folder(_ path: String) throws {
        try FileManager.default.createDirectory(at: directory.url.appending(path: path), withIntermediateDirectories: true)
    }

    @Test("a package with one target suggests its Modules folder and test target")
    func packageWithOneTarget() throws {
        try directory.write("// swift-tools-version: 6.0", to: "Package.swift")
        try folder("Sources/Shop")
        try folder("Tests/ShopTests")
        let layout = project.detectLayout()
        #expect(layout.kind == .swiftPackage)
        #expect(layout.defaults == Configuration(sourcesPath: "Sources/Shop/Modules", testsPath: "Tests/ShopTests", target: "Shop"))
        #expect(
            layout.summary
                == "Found a Swift package: modules go to Sources/Shop/Modules, their tests to Tests/ShopTests, which import Shop.")
    }

    @Test("a package with several targets chooses none unless one is named")
    func packageWithSeveralTargets() throws {
        try folder("Sources/Shop")
        try folder("Sources/Core")
        let layout = project.detectLayout()
        #expect(layout.defaults == Configuration())
        #expect(layout.summary.contains("targets Core, Shop in Sources/"))
        #expect(layout.summary.contains("pass --target <name>"))
        #expect(project.detectLayout(target: "Core").defaults.sourcesPath == "Sources/Core/Modules")
    }

    @Test("a test folder that does not exist yet is pointed out")
    func missingTests() throws {
        try folder("Sources/Shop")
        #expect(project.detectLayout().summary.hasSuffix("Tests/ShopTests/ does not exist yet: add a test target for it to Package.swift."))
    }

    @Test("an Xcode project uses the app folder named like it, its test folder, and Modules")
    func xcodeProject() throws {
        try folder("MyApp.xcodeproj")
        try directory.write("import UIKit", to: "MyApp/AppDelegate.swift")
        try directory.write("import XCTest", to: "MyAppTests/MyAppTests.swift")
        try directory.write("import XCTest", to: "MyAppUITests/MyAppUITests.swift")
        let layout = project.detectLayout()
        #expect(layout.kind == .xcodeProject("MyApp"))
        #expect(layout.defaults == Configuration(sourcesPath: "MyApp/Modules", testsPath: "MyAppTests", target: "MyApp"))
        #expect(
            layout.summary.hasPrefix("Found MyApp.xcodeproj: modules go to MyApp/Modules, their tests to MyAppTests, which import MyApp."))
    }

    @Test("a CocoaPods project leaves Pods/ alone and keeps an existing Features folder")
    func cocoaPods() throws {
        try folder("Shop.xcodeproj")
        try folder("Shop.xcworkspace")
        try directory.write("target 'Shop' do\nend\n", to: "Podfile")
        try directory.write("class Pod {}", to: "Pods/Alamofire/Source.swift")
        try directory.write("import UIKit", to: "Shop/Features/Home/HomeView.swift")
        let layout = project.detectLayout()
        #expect(layout.kind == .cocoaPods("Shop"))
        #expect(layout.defaults == Configuration(sourcesPath: "Shop/Features", testsPath: "ShopTests", target: "Shop"))
        #expect(layout.summary.contains("with a Podfile (CocoaPods; Pods/ is left alone)"))
        #expect(layout.summary.contains("ShopTests/ does not exist yet"))
    }

    @Test("an app folder named unlike the project is used when it is the only one, under Xcode's module name")
    func otherFolderName() throws {
        try folder("Project.xcodeproj")
        try directory.write("import UIKit", to: "My App/AppDelegate.swift")
        let layout = project.detectLayout()
        #expect(layout.defaults == Configuration(sourcesPath: "My App/Modules", testsPath: "My AppTests", target: "My_App"))
    }

    @Test("an Xcode project with several app folders chooses none")
    func severalFolders() throws {
        try folder("Project.xcodeproj")
        try directory.write("import UIKit", to: "One/A.swift")
        try directory.write("import UIKit", to: "Two/B.swift")
        let layout = project.detectLayout()
        #expect(layout.defaults == Configuration())
        #expect(layout.summary.contains("Swift files in One, Two"))
    }

    @Test("a folder with no project says what to pass")
    func unknown() {
        let layout = project.detectLayout()
        #expect(layout.kind == .unknown)
        #expect(layout.defaults == Configuration())
        #expect(layout.summary.contains("pass --sources-path, --tests-path and --target"))
    }

    @Test("settings: the command line over viper.json over the layout over the built-in defaults")
    func resolution() throws {
        try folder("Sources/Shop")
        try directory.write(#"{"ui": "terminal", "testsPath": "Tests/Unit"}"#, to: "viper.json")
        let resolved = try project.resolvedSettings(Configuration(layout: .roles))
        #expect(
            resolved
                == Configuration(
                    sourcesPath: "Sources/Shop/Modules", testsPath: "Tests/Unit", target: "Shop",
                    layout: .roles, ui: .terminal, tests: .swiftTesting, assembly: .router, header: ""
                ))
        #expect(try project.resolvedSettings(Configuration(sourcesPath: "Sources/Other/Modules")).target == "Other")
    }

    @Test("settings in an Xcode project take the detected target with a sources path outside Sources/")
    func xcodeResolution() throws {
        try folder("MyApp.xcodeproj")
        try directory.write("import UIKit", to: "MyApp/AppDelegate.swift")
        let resolved = try project.resolvedSettings(Configuration(sourcesPath: "MyApp/Screens"))
        #expect(resolved.sourcesPath == "MyApp/Screens")
        #expect(resolved.target == "MyApp")
    }
}
