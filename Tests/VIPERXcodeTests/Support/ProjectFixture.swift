import Foundation
import Testing
import ToolTestSupport
import VIPERGenerator
@testable import VIPERXcode

/// A copy of one of the project fixtures in a fresh folder, with the module files a test adds.
final class ProjectFixture {
    /// The fixtures, by the Xcode version whose format they are in.
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case xcode14 = "Xcode14"
        case xcode15 = "Xcode15"
        case xcode16Groups = "Xcode16Groups"
        case xcode16 = "Xcode16"
        case cocoaPods = "CocoaPods"
        case packages = "Packages"

        var testDescription: String { rawValue }
        /// Whether the App folder is an Xcode 16 synchronized folder.
        var synchronizedSources: Bool { self == .xcode16 || self == .xcode16Groups }
        /// Whether the AppTests folder is an Xcode 16 synchronized folder.
        var synchronizedTests: Bool { self == .xcode16 }
    }

    static let fixtures = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appending(path: "Fixtures")
    static let checker = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "IndependentReader/check_pbxproj.py")

    let folder: TemporaryDirectory
    let kind: Kind

    /// `App.xcodeproj` of `kind`, copied to a fresh folder.
    init(_ kind: Kind) throws {
        self.kind = kind
        folder = try TemporaryDirectory()
        let text = try String(contentsOf: Self.fixtures.appending(path: "\(kind.rawValue)/App.xcodeproj/project.pbxproj"), encoding: .utf8)
        try folder.write(text, to: "App.xcodeproj/project.pbxproj")
    }

    var root: URL { folder.url }
    var projectURL: URL { folder.url.appending(path: "App.xcodeproj") }
    var pbxprojURL: URL { projectURL.appending(path: "project.pbxproj") }
    var text: String { folder.read("App.xcodeproj/project.pbxproj") ?? "" }
    func project() throws -> XcodeProject { try XcodeProject(url: projectURL) }

    /// The files `viper new <name>` writes into App/Modules and AppTests.
    static func module(_ name: String, layout: Layout = .flat) throws -> (request: ModuleRequest, members: [XcodeMemberFile]) {
        let request = ModuleRequest(
            name: try ModuleName(validating: name), layout: layout, sourcesPath: "App/Modules", testsPath: "AppTests", target: "App")
        let files = try ModuleGenerator(templateSet: BuiltInTemplate.templateSet).files(for: request)
        return (request, XcodeMemberFile.members(of: files, for: request))
    }

    /// Adds `members` to App / AppTests and writes the project.
    @discardableResult
    func add(_ members: [XcodeMemberFile]) throws -> XcodeProjectChange {
        let change = try project().addition(of: members, to: XcodeModuleTargets(app: "App", tests: "AppTests"), root: root)
        try change.write()
        return change
    }

    /// What the independent reader expects of a link to VIPERKit: one reference to the package
    /// (with `url`, unless an existing reference is reused), VIPER in App, VIPERTesting in AppTests.
    struct LinkExpectation {
        var url: String? = VIPERKitPackage.defaultURL
        var products = [("App", "VIPER"), ("AppTests", "VIPERTesting")]

        var json: [String: Any] {
            [
                "package": "VIPERKit", "url": url.map { $0 as Any } ?? NSNull(),
                "products": products.map { ["target": $0.0, "product": $0.1] },
            ]
        }
    }

    /// Runs the independent reader on `before` → the project now; returns its output, `ok` when it agrees.
    /// Without `link`, the project must refer to no new package.
    func independentCheck(
        before: String, mode: String, files: [XcodeMemberFile], link: LinkExpectation? = nil, synchronized: (XcodeMemberFile) -> Bool
    ) throws -> String {
        try folder.write(before, to: "before.pbxproj")
        var expectations: [String: Any] = [
            "mode": mode,
            "files": files.map { file in
                [
                    "path": file.path,
                    "target": file.targetKind == .app ? "App" : "AppTests",
                    "phase": file.path.hasSuffix(".swift") ? "PBXSourcesBuildPhase" : NSNull(),
                    "synchronized": synchronized(file),
                ] as [String: Any]
            },
        ]
        if let link { expectations["link"] = link.json }
        try folder.write(String(decoding: try JSONSerialization.data(withJSONObject: expectations), as: UTF8.self), to: "expectations.json")
        let run = try runTool([
            "python3", Self.checker.path, root.appending(path: "before.pbxproj").path, pbxprojURL.path,
            root.appending(path: "expectations.json").path,
        ])
        return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Runs a tool found on `PATH` and returns its exit status and its output and errors together.
func runTool(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
}

/// The lines of `after` that are not in `before`, assuming `after` only adds lines; nil when some
/// line of `before` is missing or changed in `after`.
func addedLines(from before: String, to after: String) -> [String]? {
    let old = before.split(separator: "\n", omittingEmptySubsequences: false)
    let new = after.split(separator: "\n", omittingEmptySubsequences: false)
    var added: [String] = []
    var index = 0
    for line in new {
        if index < old.count, old[index] == line { index += 1 } else { added.append(String(line)) }
    }
    return index == old.count ? added : nil
}
