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

    @Test("a file changed in another file's eyes is re-checked: editing a contract changes its Presenter's findings")
    func crossFileChange() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write([
            "App/LoginContracts.swift": "protocol LoginView {}",
            "App/LoginPresenter.swift": "final class LoginPresenter { weak var view: LoginView? }",
        ], under: folder)
        let linter = Linter(cacheDirectory: folder.appendingPathComponent(".cache"))
        let root = folder.appendingPathComponent("App").path
        #expect(try linter.lint(paths: [root]).violations.map(\.ruleID) == ["presenter-weak-view"])
        try write(["App/LoginContracts.swift": "protocol LoginView: AnyObject {}"], under: folder)
        let second = try linter.lint(paths: [root])
        #expect(second.parsedFileCount == 1)
        #expect(second.violations.isEmpty)
    }

    @Test("deleting a file re-checks the files that depended on it")
    func deletedFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write([
            "App/LoginContracts.swift": "protocol LoginView {}",
            "App/LoginPresenter.swift": "final class LoginPresenter { weak var view: LoginView? }",
        ], under: folder)
        let linter = Linter(cacheDirectory: folder.appendingPathComponent(".cache"))
        let root = folder.appendingPathComponent("App").path
        #expect(try linter.lint(paths: [root]).violations.count == 1)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/LoginContracts.swift"))
        let second = try linter.lint(paths: [root])
        #expect(second.parsedFileCount == 0)
        #expect(second.violations.isEmpty)
    }

    @Test("a file whose size and modification time are unchanged since well before the last run is not read again")
    func metadataTrusted() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(files, under: folder)
        let presenter = folder.appendingPathComponent("App/Login/LoginPresenter.swift").path
        let earlier = Date().addingTimeInterval(-60)
        try FileManager.default.setAttributes([.modificationDate: earlier], ofItemAtPath: presenter)
        let linter = Linter(cacheDirectory: folder.appendingPathComponent(".cache"))
        let root = folder.appendingPathComponent("App").path
        _ = try linter.lint(paths: [root])
        // Same size, same modification time, other bytes: the cache trusts the metadata, as git does.
        try write(["App/Login/LoginPresenter.swift": strongViewPresenter.replacingOccurrences(of: "view", with: "vuew")], under: folder)
        try FileManager.default.setAttributes([.modificationDate: earlier], ofItemAtPath: presenter)
        let second = try linter.lint(paths: [root])
        #expect(second.parsedFileCount == 0)
        #expect(second.violations.map(\.ruleID) == ["presenter-weak-view"])
    }

    @Test("a file modified just before the last run is hashed again even when its metadata match")
    func racyMetadataRechecked() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(files, under: folder)
        let presenter = folder.appendingPathComponent("App/Login/LoginPresenter.swift").path
        let linter = Linter(cacheDirectory: folder.appendingPathComponent(".cache"))
        let root = folder.appendingPathComponent("App").path
        _ = try linter.lint(paths: [root])
        let modified = try FileManager.default.attributesOfItem(atPath: presenter)[.modificationDate]
        try write(["App/Login/LoginPresenter.swift": strongViewPresenter.replacingOccurrences(of: "var view", with: "let view")],
                  under: folder)
        try FileManager.default.setAttributes([.modificationDate: modified as Any], ofItemAtPath: presenter)
        let second = try linter.lint(paths: [root])
        #expect(second.parsedFileCount == 1)
    }

    @Test("touching a file without changing it reads and hashes it but parses nothing")
    func touchedNotParsed() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(files, under: folder)
        let linter = Linter(cacheDirectory: folder.appendingPathComponent(".cache"))
        let root = folder.appendingPathComponent("App").path
        let first = try linter.lint(paths: [root])
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)],
                                              ofItemAtPath: folder.appendingPathComponent("App/Login/LoginPresenter.swift").path)
        let second = try linter.lint(paths: [root])
        #expect(second.parsedFileCount == 0)
        #expect(second.cachedFileCount == 3)
        #expect(second.violations == first.violations)
    }

    @Test("a skipped file is remembered with its reason and reported again without being parsed")
    func skippedRemembered() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(files.merging(["App/Deep.swift": "let x = " + String(repeating: "(", count: 300) + String(repeating: ")", count: 300)]) { $1 },
                  under: folder)
        let linter = Linter(cacheDirectory: folder.appendingPathComponent(".cache"))
        let root = folder.appendingPathComponent("App").path
        let first = try linter.lint(paths: [root])
        let second = try linter.lint(paths: [root])
        #expect(second.parsedFileCount == 0)
        #expect(second.skippedFileCount == 1)
        #expect(second.diagnostics == first.diagnostics)
    }

    @Test("a run served from the cache keeps inline-suppressed findings, so a baseline entry is still stale as suppressed")
    func cachedSuppressedFindings() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(["App/LoginPresenter.swift": strongViewPresenter], under: folder)
        let root = folder.appendingPathComponent("App").path
        let baseline = Baseline(violations: try Linter().lint(paths: [root]).violations)
        try write(["App/LoginPresenter.swift": """
            final class LoginPresenter {
                // viper:disable:next presenter-weak-view
                var view: LoginView?
            }
            """], under: folder)
        let linter = Linter(cacheDirectory: folder.appendingPathComponent(".cache"))
        _ = try linter.lint(paths: [root])
        let cached = try linter.lint(paths: [root])
        #expect(cached.parsedFileCount == 0)
        #expect(cached.applying(baseline).staleBaselineEntries.map(\.reason) == [.suppressed])
    }

    @Test("a run served from the cache still warns about a suppression comment that does nothing")
    func cachedSuppressionWarnings() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(["App/LoginPresenter.swift": "final class LoginPresenter {\n    // viper:disable:next presenter-weak-veiw\n"
            + "    var view: LoginView?\n}\n"], under: folder)
        let root = folder.appendingPathComponent("App").path
        let linter = Linter(cacheDirectory: folder.appendingPathComponent(".cache"))
        let first = try linter.lint(paths: [root])
        let cached = try linter.lint(paths: [root])
        #expect(cached.parsedFileCount == 0)
        #expect(first.diagnostics.map(\.kind) == [.invalidSuppression])
        #expect(cached.diagnostics == first.diagnostics)
    }

    @Test("a corrupt cache file is ignored, not fatal")
    func corruptCache() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(files, under: folder)
        let cache = folder.appendingPathComponent(".cache")
        try write([".cache/lint-index.bin": "VIPERLNT truncated"], under: folder)
        let report = try Linter(cacheDirectory: cache).lint(paths: [folder.appendingPathComponent("App").path])
        #expect(report.parsedFileCount == 3)
    }
}
