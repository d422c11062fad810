import Foundation
import Testing
import ToolTestSupport
import VIPERGenerator
@testable import VIPERXcode

@Suite("Xcode file templates")
struct XcodeFileTemplatesTests {
    /// What Xcode does when the user picks a bundle and types `Profile` (and `App` for the module
    /// under test): replaces `___FILEBASENAME___` in file names, `___VARIABLE_<id>___` in text.
    static func renderAsXcode(_ bundle: [GeneratedFile], productName: String, testedModule: String) -> [String: String] {
        var rendered: [String: String] = [:]
        for file in bundle where !file.path.hasSuffix("/TemplateInfo.plist") {
            let name = String(file.path.split(separator: "/").last ?? "")
                .replacingOccurrences(of: "___FILEBASENAME___", with: productName)
            rendered[name] = file.contents
                .replacingOccurrences(of: "___VARIABLE_productName___", with: productName)
                .replacingOccurrences(of: "___VARIABLE_testedModule___", with: testedModule)
        }
        return rendered
    }

    /// The files `viper new Profile --target App` writes, by file name.
    static func viperNew(ui: UIKind, tests: TestFramework = .swiftTesting, assembly: Assembly = .router, header: String = "") throws -> (
        sources: [String: String], tests: [String: String]
    ) {
        let request = ModuleRequest(
            name: try ModuleName(validating: "Profile"), ui: ui, tests: tests, assembly: assembly, sourcesPath: "Sources/App/Modules",
            testsPath: "Tests/AppTests", target: "App", header: header)
        let files = try ModuleGenerator(templateSet: BuiltInTemplate.templateSet).files(for: request)
        func byName(_ files: [GeneratedFile]) -> [String: String] {
            Dictionary(uniqueKeysWithValues: files.map { (String($0.path.split(separator: "/").last ?? ""), $0.contents) })
        }
        return (byName(files.filter { $0.path.hasPrefix("Sources/") }), byName(files.filter { $0.path.hasPrefix("Tests/") }))
    }

    static func bundle(_ name: String, in files: [GeneratedFile]) -> [GeneratedFile] {
        files.filter { $0.path.hasPrefix("\(name).xctemplate/") }
    }

    @Test("each UI variant's bundle renders, as Xcode fills it in, to the sources viper new writes", arguments: UIKind.allCases)
    func sourcesBundleMatchesViperNew(ui: UIKind) throws {
        let files = try XcodeFileTemplates.files(templateSet: BuiltInTemplate.templateSet)
        let title = ["none": "Headless", "terminal": "Terminal", "uikit": "UIKit", "swiftui": "SwiftUI"][ui.rawValue] ?? ""
        let rendered = Self.renderAsXcode(Self.bundle("Module (\(title))", in: files), productName: "Profile", testedModule: "App")
        #expect(!rendered.isEmpty)
        #expect(rendered == (try Self.viperNew(ui: ui).sources))
    }

    @Test("the tests bundle renders to the tests and spies viper new writes, for every UI variant", arguments: UIKind.allCases)
    func testsBundleMatchesViperNew(ui: UIKind) throws {
        let files = try XcodeFileTemplates.files(templateSet: BuiltInTemplate.templateSet)
        let rendered = Self.renderAsXcode(Self.bundle("Module Tests", in: files), productName: "Profile", testedModule: "App")
        #expect(!rendered.isEmpty)
        #expect(rendered == (try Self.viperNew(ui: ui).tests))
    }

    @Test("the assembly style, test framework and header of the project are carried into the bundles")
    func settingsCarryOver() throws {
        let header = "// Copyright © ACME"
        let files = try XcodeFileTemplates.files(
            templateSet: BuiltInTemplate.templateSet, tests: .xctest, assembly: .builder, header: header)
        let expected = try Self.viperNew(ui: .uikit, tests: .xctest, assembly: .builder, header: header)
        #expect(
            Self.renderAsXcode(Self.bundle("Module (UIKit)", in: files), productName: "Cart", testedModule: "Shop").keys.contains(
                "CartBuilder.swift"))
        #expect(
            Self.renderAsXcode(Self.bundle("Module (UIKit)", in: files), productName: "Profile", testedModule: "App") == expected.sources)
        #expect(Self.renderAsXcode(Self.bundle("Module Tests", in: files), productName: "Profile", testedModule: "App") == expected.tests)
    }

    @Test("only the tests bundle asks for the module under test")
    func testedModuleOption() throws {
        let files = try XcodeFileTemplates.files(templateSet: BuiltInTemplate.templateSet)
        let infos = files.filter { $0.path.hasSuffix("/TemplateInfo.plist") }
        #expect(infos.count == UIKind.allCases.count + 1)
        for info in infos {
            #expect(info.contents.contains("<string>productName</string>"))
            #expect(info.contents.contains("<string>testedModule</string>") == info.path.hasPrefix("Module Tests"))
        }
    }

    @Test("every TemplateInfo.plist passes plutil -lint")
    func plistsLint() throws {
        let folder = try TemporaryDirectory()
        try XcodeFileTemplates.install(
            try XcodeFileTemplates.files(templateSet: BuiltInTemplate.templateSet), into: folder.url, force: false)
        let plists = folder.files().filter { $0.hasSuffix("TemplateInfo.plist") }
        #expect(plists.count == UIKind.allCases.count + 1)
        let lint = try runTool(["plutil", "-lint"] + plists.map { folder.url.appending(path: $0).path })
        #expect(lint.status == 0, "\(lint.output)")
        #expect(lint.output.components(separatedBy: ": OK").count - 1 == plists.count, "\(lint.output)")
    }

    @Test("a template using the name in a form Xcode cannot produce is refused")
    func unsupportedNameForm() throws {
        let set = TemplateSet(
            name: "acme", files: [TemplateFile(path: "sources/{{Module}}Store.swift.tpl", text: "let {{module}}Store = 1\n")])
        #expect(throws: XcodeFileTemplateError.unsupportedVariable("{{module}}", file: "VIPERTemplateProductNameStore.swift")) {
            try XcodeFileTemplates.files(templateSet: set)
        }
    }

    @Test("installing again writes nothing new, and an edited template is kept unless forced")
    func installIsSafe() throws {
        let folder = try TemporaryDirectory()
        let files = try XcodeFileTemplates.files(templateSet: BuiltInTemplate.templateSet)
        try XcodeFileTemplates.install(files, into: folder.url, force: false)
        #expect(try XcodeFileTemplates.install(files, into: folder.url, force: false).allSatisfy { $0.kind == .unchanged })
        let edited = "Module (UIKit).xctemplate/___FILEBASENAME___View.swift"
        try folder.write("// mine\n", to: edited)
        #expect(throws: ProjectError.filesExist([edited])) { try XcodeFileTemplates.install(files, into: folder.url, force: false) }
        #expect(folder.read(edited) == "// mine\n")
        try XcodeFileTemplates.install(files, into: folder.url, force: true)
        #expect(folder.read(edited) != "// mine\n")
    }

    @Test("the default folder is the user's Xcode File Templates folder, section VIPER")
    func defaultFolder() {
        #expect(XcodeFileTemplates.defaultFolder.path.hasSuffix("Library/Developer/Xcode/Templates/File Templates/VIPER"))
    }
}
