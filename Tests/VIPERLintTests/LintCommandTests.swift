import Foundation
import Testing
import VIPERCLI
import VIPERLint

@Suite("viper lint command")
struct LintCommandTests {
    private struct Run {
        let status: ExitCode
        let output: String
        let error: String
    }

    private func run(_ words: [String], in folder: URL) -> Run {
        let console = CapturingConsole()
        let status = VIPERCommand.run(["lint"] + words, in: CommandContext(console: console, workingDirectory: folder))
        return Run(status: status, output: console.standardOutput, error: console.standardError)
    }

    private func project(_ files: [String: String]) throws -> URL {
        let folder = try temporaryFolder()
        try write(files, under: folder)
        return folder
    }

    @Test("a clean tree exits 0 and prints no violation")
    func clean() throws {
        let folder = try project(["Sources/LoginPresenter.swift": "final class LoginPresenter { weak var view: LoginView? }"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["Sources", "--no-cache"], in: folder)
        #expect(result.status == .success)
        #expect(result.output.isEmpty)
    }

    @Test("warnings print in the default format and still exit 0")
    func warnings() throws {
        let folder = try project(["Sources/LoginPresenter.swift": strongViewPresenter])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["Sources", "--no-cache"], in: folder)
        #expect(result.status == .success)
        #expect(
            result.output.hasSuffix(
                "LoginPresenter.swift:2:9: warning: LoginPresenter holds its View 'view' strongly; "
                    + "declare it `weak var view: LoginView?` so View and Presenter do not keep each other alive [presenter-weak-view]\n"))
    }

    @Test("--strict makes warnings fail the run")
    func strict() throws {
        let folder = try project(["Sources/LoginPresenter.swift": strongViewPresenter])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["Sources", "--no-cache", "--strict"], in: folder).status == .failure)
    }

    @Test("an error-severity violation exits 1")
    func errorSeverity() throws {
        let folder = try project(["Sources/Broken.swift": "final class A {"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["Sources", "--no-cache"], in: folder).status == .failure)
    }

    @Test("a broken viper.json lint section exits 2 with the location")
    func badConfiguration() throws {
        let folder = try project([
            "Sources/A.swift": "struct A {}",
            "viper.json": #"{"lint": {"rules": {"module-isolation": "loud"}}}"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["Sources", "--no-cache"], in: folder)
        #expect(result.status == .usage)
        #expect(result.error.contains("lint.rules.module-isolation"))
    }

    @Test("a missing path exits 2")
    func missingPath() throws {
        let folder = try project([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["Nowhere", "--no-cache"], in: folder).status == .usage)
    }

    @Test("--write-baseline then --baseline hides known violations and exits 0")
    func baselineRoundTrip() throws {
        let folder = try project(["Sources/LoginPresenter.swift": strongViewPresenter])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["Sources", "--write-baseline", "baseline.json"], in: folder).status == .success)
        let result = run(["Sources", "--baseline", "baseline.json"], in: folder)
        #expect(result.status == .success)
        #expect(result.output.isEmpty)
    }

    @Test("the summary counts a skipped file as skipped, never as cached, when nothing was cached")
    func summaryCountsSkippedFiles() throws {
        let deep = "let x = " + String(repeating: "(", count: 300) + String(repeating: ")", count: 300)
        let folder = try project([
            "Sources/LoginPresenter.swift": "final class LoginPresenter { weak var view: LoginView? }",
            "Sources/Deep.swift": deep,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["Sources", "--no-cache"], in: folder)
        #expect(result.error.hasSuffix("Linted 2 files (1 skipped): no violations.\n"))
    }

    @Test("a stale baseline entry is listed with why it is stale")
    func staleEntryReason() throws {
        let folder = try project(["Sources/LoginPresenter.swift": strongViewPresenter])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["Sources", "--no-cache", "--write-baseline", "baseline.json"], in: folder).status == .success)
        try write(
            [
                "Sources/LoginPresenter.swift": """
                final class LoginPresenter {
                    // viper:disable:next presenter-weak-view
                    var view: LoginView?
                }
                """
            ], under: folder)
        let result = run(["Sources", "--no-cache", "--baseline", "baseline.json"], in: folder)
        let lines = result.error.split(separator: "\n").suffix(2)
        #expect(lines.first == "The baseline has 1 stale entry, which no violation matches any more:")
        #expect(
            lines.last?.hasSuffix(
                "Sources/LoginPresenter.swift: [presenter-weak-view] LoginPresenter: var view: LoginView? "
                    + "— now suppressed inline by a // viper:disable comment; remove the entry") == true)
    }

    @Test("--format json prints decodable violations")
    func jsonFormat() throws {
        let folder = try project(["Sources/LoginPresenter.swift": strongViewPresenter])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["Sources", "--format", "json", "--quiet", "--no-cache"], in: folder)
        let violations = try JSONDecoder().decode([Violation].self, from: Data(result.output.utf8))
        #expect(violations.map(\.ruleID) == ["presenter-weak-view"])
        #expect(result.error.isEmpty)
    }

    @Test("--list-rules lists every rule id")
    func listRules() throws {
        let folder = try project([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = run(["--list-rules"], in: folder).output
        #expect(RuleCatalog.descriptions.allSatisfy { output.contains($0.id) })
    }

    @Test("--explain prints the rationale; an unknown rule exits 2")
    func explain() throws {
        let folder = try project([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["--explain", "module-wiring"], in: folder).output.contains("assembled but nil"))
        #expect(run(["--explain", "no-such-rule"], in: folder).status == .usage)
    }
}
