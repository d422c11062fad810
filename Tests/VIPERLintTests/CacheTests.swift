import Foundation
import Testing
import VIPERLint

@Suite("Lint cache")
struct CacheTests {
    private let files = [
        "App/Login/LoginPresenter.swift": strongViewPresenter,
        "App/Login/LoginInteractor.swift": "final class LoginInteractor { weak var output: LoginInteractorOutput? }",
        "App/Home/HomeRouter.swift": "final class HomeRouter { weak var viewController: UIViewController? }",
    ]

    @Test("a second run over an unchanged tree parses no file and reports the same violations")
    func secondRunParsesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(files, under: folder)
        let linter = Linter(cacheDirectory: folder.appendingPathComponent(".cache"))
        let root = folder.appendingPathComponent("App").path
        let first = try linter.lint(paths: [root])
        let second = try linter.lint(paths: [root])
        #expect(first.parsedFileCount == 3)
        #expect(second.parsedFileCount == 0)
        #expect(second.violations == first.violations)
    }

    @Test("changing one file re-parses only that file")
    func changedFileReparsed() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(files, under: folder)
        let linter = Linter(cacheDirectory: folder.appendingPathComponent(".cache"))
        let root = folder.appendingPathComponent("App").path
        _ = try linter.lint(paths: [root])
        try write(["App/Login/LoginPresenter.swift": "final class LoginPresenter { weak var view: LoginView? }"], under: folder)
        let second = try linter.lint(paths: [root])
        #expect(second.parsedFileCount == 1)
        #expect(second.violations.isEmpty)
    }

    @Test("a different configuration does not reuse the cache")
    func configurationInvalidates() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(files, under: folder)
        let cache = folder.appendingPathComponent(".cache")
        let root = folder.appendingPathComponent("App").path
        _ = try Linter(cacheDirectory: cache).lint(paths: [root])
        var configuration = LintConfiguration.default
        configuration.presenterMayImportUI = true
        let second = try Linter(configuration: configuration, cacheDirectory: cache).lint(paths: [root])
        #expect(second.parsedFileCount == 3)
    }

    @Test("a corrupt cache file is ignored, not fatal")
    func corruptCache() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(files, under: folder)
        let cache = folder.appendingPathComponent(".cache")
        try write([".cache/lint-facts.bin": "VIPERLNT truncated"], under: folder)
        let report = try Linter(cacheDirectory: cache).lint(paths: [folder.appendingPathComponent("App").path])
        #expect(report.parsedFileCount == 3)
    }
}
