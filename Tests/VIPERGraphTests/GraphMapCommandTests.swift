import Foundation
import Testing
import ToolTestSupport
import VIPERCLI

@Suite("viper graph --format html")
struct GraphMapCommandTests {
    /// The test's app folder, removed when the test ends.
    private let scratch: TemporaryDirectory

    init() throws {
        scratch = try TemporaryDirectory()
    }

    private func run(_ words: [String], in folder: URL) -> (status: ExitCode, error: String) {
        let console = CapturingConsole()
        let status = VIPERCommand.run(["graph"] + words, in: CommandContext(console: console, workingDirectory: folder))
        return (status, console.standardError)
    }

    /// A folder with a Home module that pushes Detail, whose Presenter holds its View strongly.
    private func app() throws -> URL {
        let folder = scratch.url
        try FileManager.default.createDirectory(at: folder.appending(path: "App"), withIntermediateDirectories: true)
        try """
        final class HomeRouter {
            weak var viewController: UIViewController?
            func showDetail() { viewController?.navigationController?.pushViewController(DetailRouter.build(), animated: true) }
        }
        """.write(to: folder.appending(path: "App/HomeRouter.swift"), atomically: true, encoding: .utf8)
        try """
        protocol DetailView: AnyObject {}
        final class DetailRouter { static func build() -> UIViewController { UIViewController() } }
        final class DetailPresenter {
            var view: DetailView?
        }
        """.write(to: folder.appending(path: "App/Detail.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test("writes the map with viper lint's findings on it, and --check finds it current")
    func writesAndChecks() throws {
        let folder = try app()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["App", "--format", "html", "--output", "map.html"], in: folder).status == .success)
        let html = try String(contentsOf: folder.appending(path: "map.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains(#""rule":"presenter-weak-view""#))
        #expect(html.contains("App/HomeRouter.swift:3"))
        let check = run(["App", "--format", "html", "--output", "map.html", "--check"], in: folder)
        #expect(check.status == .success)
        #expect(check.error.contains("map.html is up to date"))
    }

    @Test("the map's lint findings use the graph's cache options: --cache-path moves both caches, --no-cache writes none")
    func cacheOptions() throws {
        let folder = try app()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        #expect(run(["App", "--format", "html", "--output", "map.html", "--cache-path", "elsewhere"], in: folder).status == .success)
        let moved = try manager.contentsOfDirectory(atPath: folder.appending(path: "elsewhere").path)
        #expect(moved.contains("lint-index.bin"))
        #expect(moved.contains("graph-index.bin"))
        #expect(!manager.fileExists(atPath: folder.appending(path: ".build").path))
        #expect(run(["App", "--format", "html", "--output", "second.html", "--no-cache"], in: folder).status == .success)
        #expect(!manager.fileExists(atPath: folder.appending(path: ".build").path))
        #expect(try String(contentsOf: folder.appending(path: "second.html"), encoding: .utf8).contains(#""rule":"presenter-weak-view""#))
    }
}
