import Foundation
import Testing
import VIPERCLI

@Suite("viper graph command")
struct GraphCommandTests {
    struct Run {
        let status: ExitCode
        let output: String
        let error: String
    }

    private func run(_ words: [String], in folder: URL = fixturesFolder) -> Run {
        let console = CapturingConsole()
        let status = VIPERCommand.run(["graph"] + words, in: CommandContext(console: console, workingDirectory: folder))
        return Run(status: status, output: console.standardOutput, error: console.standardError)
    }

    @Test("prints Mermaid by default")
    func mermaidByDefault() {
        let result = run(["DiscoverApp"])
        #expect(result.status == .success)
        #expect(result.output.hasPrefix("flowchart LR\n"))
    }

    @Test("--check exits 0 when the file is current and 1 when it differs")
    func check() {
        #expect(run(["DiscoverApp", "--output", "DiscoverApp.mmd", "--check"]).status == .success)
        let stale = run(["DiscoverApp", "--format", "dot", "--output", "DiscoverApp.mmd", "--check"])
        #expect(stale.status == .failure)
        #expect(stale.error.contains("DiscoverApp.mmd is stale"))
    }

    @Test("findings go to standard error; --strict turns them into exit 1")
    func strict() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "viper-graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "final class OrphanRouter {}\n".write(to: folder.appending(path: "Orphan.swift"), atomically: true, encoding: .utf8)
        let lenient = run([], in: folder)
        #expect(lenient.status == .success)
        #expect(lenient.error.contains("warning: Orphan.swift:1: module 'Orphan' is not reached"))
        #expect(run(["--strict"], in: folder).status == .failure)
    }

    @Test("an unknown format and a missing path are usage errors")
    func usageErrors() {
        #expect(run(["DiscoverApp", "--format", "svg"]).status == .usage)
        let missing = run(["Nowhere"])
        #expect(missing.status == .usage)
        #expect(missing.error.contains("No such file or folder: 'Nowhere'"))
    }
}
