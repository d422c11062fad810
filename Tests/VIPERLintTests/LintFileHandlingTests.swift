import Foundation
import Testing
import VIPERLint

/// How the linter finds and reads files on real checkouts: vendored and generated code,
/// unreadable and hostile files.
@Suite("Lint file handling")
struct LintFileHandlingTests {
    @Test("vendored folders are not linted")
    func vendoredNotLinted() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(
            [
                "App/Login/LoginPresenter.swift": strongViewPresenter,
                "Pods/Lib/OtherPresenter.swift": strongViewPresenter,
                "Carthage/Checkouts/Lib/ThirdPresenter.swift": strongViewPresenter,
            ], under: folder)
        let report = try Linter().lint(paths: ["."], relativeTo: folder.path)
        #expect(report.violations.map(\.path) == ["App/Login/LoginPresenter.swift"])
        #expect(report.fileCount == 1)
    }

    @Test("a file whose header says it is generated is counted, not linted")
    func generatedNotLinted() {
        let report = lint([
            "LoginPresenter.swift": "// Generated using Sourcery — DO NOT EDIT\n" + strongViewPresenter,
            "HomePresenter.swift": "final class HomePresenter { weak var view: HomeView? }",
        ])
        #expect(report.violations.isEmpty)
        #expect(report.generatedFileCount == 1)
        #expect(report.parsedFileCount == 1)
    }

    @Test("a file that is not UTF-8 is one diagnostic and the other files are linted")
    func notUTF8() {
        let report = Linter().lint(sources: [
            SourceInput(path: "Latin1.swift", bytes: Array("let caf".utf8) + [0xE9] + Array(" = 1\n".utf8)),
            SourceInput(path: "LoginPresenter.swift", text: strongViewPresenter),
        ])
        #expect(report.violations.map(\.ruleID) == ["presenter-weak-view"])
        #expect(
            report.diagnostics.map(\.description)
                == ["Latin1.swift:1: warning: skipped: not valid UTF-8 text; save the file as UTF-8 [skipped-file]"])
        #expect(report.skippedFileCount == 1)
        #expect(!report.hasErrors)
    }

    @Test("a file nested past the limit is one diagnostic naming depth and limit, and the run goes on")
    func nestedTooDeep() {
        let deep = "let x = " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let report = lint(["Deep.swift": deep, "LoginPresenter.swift": strongViewPresenter])
        #expect(report.violations.map(\.path) == ["LoginPresenter.swift"])
        #expect(report.diagnostics.first?.message.hasPrefix("skipped: nesting depth 10000 exceeds 256") == true)
    }

    @Test("a fact deep in a file's tree, within the nesting limit, is found")
    func deepFact() {
        // 16 nested closures put the singleton about 90 syntax nodes below the file (a debug build of
        // the parser allows 20 levels of nesting).
        let body = String(repeating: "run {\n", count: 16) + "NetworkManager.shared.fetch()\n" + String(repeating: "}\n", count: 16)
        let report = lint([
            "FeedViewController.swift": """
            import UIKit
            func run(_ work: () -> Void) { work() }
            final class FeedViewController: UIViewController {
                func load() {
            \(body)
                }
            }
            """
        ])
        #expect(report.diagnostics.isEmpty)
        #expect(report.violations.map(\.ruleID) == ["view-talks-to-presenter-only"])
        #expect(report.violations.map(\.line) == [21])
    }

    @Test("limits come from the files section of the configuration")
    func configuredLimits() {
        var configuration = LintConfiguration.default
        configuration.files.limits.maxLineLength = 20
        let report = lint(["LoginPresenter.swift": strongViewPresenter], configuration: configuration)
        #expect(report.violations.isEmpty)
        #expect(report.diagnostics.map(\.line) == [1])
        #expect(report.diagnostics.first?.message.hasPrefix("skipped: a line of 28 bytes exceeds 20") == true)
    }

    @Test("a symbolic link loop and a folder named like a Swift file do not stop the run")
    func hostileTree() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(["App/LoginPresenter.swift": strongViewPresenter, "App/R.swift/Inner.swift": "struct Inner {}"], under: folder)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App/loop").path, withDestinationPath: ".")
        let report = try Linter().lint(paths: ["App"], relativeTo: folder.path)
        #expect(report.fileCount == 2)
        #expect(report.violations.map(\.path) == ["App/LoginPresenter.swift"])
        #expect(report.diagnostics.map(\.path) == ["App/loop"])
    }
}
