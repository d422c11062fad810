import Foundation
import Testing
import ToolTestSupport
@testable import VIPERGenerator

/// Random templates and values: expanding them always ends, and every file it would write lies
/// inside the project, one file name under the module's folder.
@Suite("Template expansion terminates and stays inside the project", .timeLimit(.minutes(1)))
struct TemplateExpansionFuzzTests {
    /// Pieces of file names and bodies: variables, separators and the names that climb.
    private static let namePieces = [
        "{{Module}}", "{{header}}", "{{target}}", "{{module_snake}}", "/", "..", ".", "a", "\n", "\0",
        "{{#if header}}x{{/if}}", "{{#if ui == \"uikit\"}}/..{{else}}b{{/if}}", ".swift", "{{", "}}", " ",
    ]
    /// Pieces of the values substituted: what a `header` or `target` from viper.json may hold.
    private static let valuePieces = ["/..", "..", "a/b", "//", "\n", " ", "x", "/", "", ".", "\u{7}", "é"]

    private static func draw(_ pieces: [String], count: Int, using random: inout SplitMix) -> String {
        (0..<Int.random(in: 0...count, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    @Test("300 random template sets, each planned and written with random values")
    func randomTemplates() throws {
        var random = SplitMix(state: 0x7E3A_1A7E)
        for round in 0..<300 {
            let directory = try TemporaryDirectory()
            let project = Project(root: directory.url)
            let files = (0..<Int.random(in: 1...3, using: &random)).map { index in
                let folder = ["", "View/", "Presenter/", "../", "./"].randomElement(using: &random)!
                let root = ["sources/", "tests/"].randomElement(using: &random)!
                return TemplateFile(
                    path: root + folder + Self.draw(Self.namePieces, count: 4, using: &random) + "\(index).tpl",
                    text: "// " + Self.draw(Self.namePieces, count: 6, using: &random) + "\n"
                )
            }
            let request = ModuleRequest(
                name: try ModuleName(validating: "Login"), layout: Bool.random(using: &random) ? .roles : .flat,
                ui: Bool.random(using: &random) ? .uikit : .none, sourcesPath: "Sources/App", testsPath: "Tests/AppTests",
                target: "App" + Self.draw(Self.valuePieces, count: 2, using: &random),
                header: Self.draw(Self.valuePieces, count: 4, using: &random)
            )
            guard let generator = try? ModuleGenerator(templateSet: TemplateSet(name: "fuzz", files: files)),
                let plan = try? project.plan(request, generator: generator, force: true)
            else { continue }
            for change in plan.changes {
                let components = change.file.path.split(separator: "/")
                #expect(!components.contains("..") && !components.contains("."), "round \(round): \(change.file.path)")
                #expect(
                    change.file.path.hasPrefix("Sources/App/Login/") || change.file.path.hasPrefix("Tests/AppTests/Login/"),
                    "round \(round): \(change.file.path)")
                #expect((try? project.url(for: change.file.path)) != nil, "round \(round): \(change.file.path)")
            }
            try? project.apply(plan)
            let outside = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter {
                !["Sources", "Tests", ".viper"].contains($0)
            }
            #expect(outside.isEmpty, "round \(round): \(outside)")
        }
    }
}
