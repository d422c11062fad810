import Foundation
import Testing
import VIPERLint

/// A temporary project whose `App` folder is linted through a cache folder inside it; the
/// project is removed when the tree is released.
private final class CachedTree {
    let folder: URL
    let linter: Linter

    init(_ files: [String: String]) throws {
        folder = try temporaryFolder()
        try VIPERLintTests.write(files, under: folder)
        linter = Linter(cacheDirectory: folder.appendingPathComponent(".cache"))
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The linted folder.
    var root: String { folder.appendingPathComponent("App").path }

    /// The path of a file in the project.
    func path(_ relative: String) -> String { folder.appendingPathComponent(relative).path }

    /// Lints `App` through the cache.
    func lint() throws -> LintReport { try linter.lint(paths: [root]) }

    /// Writes (or overwrites) files in the project.
    func write(_ files: [String: String]) throws { try VIPERLintTests.write(files, under: folder) }
}

@Suite("Lint cache")
struct CacheTests {
    private let files = [
        "App/Login/LoginPresenter.swift": strongViewPresenter,
        "App/Login/LoginInteractor.swift": "final class LoginInteractor { weak var output: LoginInteractorOutput? }",
        "App/Home/HomeRouter.swift": "final class HomeRouter { weak var viewController: UIViewController? }",
    ]

    @Test("a second run over an unchanged tree parses no file and reports the same violations")
    func secondRunParsesNothing() throws {
        let tree = try CachedTree(files)
        let first = try tree.lint()
        let second = try tree.lint()
        #expect(first.parsedFileCount == 3)
        #expect(second.parsedFileCount == 0)
        #expect(second.violations == first.violations)
    }

    @Test("the first run checks every file; an unchanged tree is answered without running a rule")
    func checkedFiles() throws {
        let tree = try CachedTree(files)
        #expect(try tree.lint().checkedFileCount == 3)
        #expect(try tree.lint().checkedFileCount == 0)
    }

    @Test("an edit inside a body re-runs the rules on that file only, and finds what a run without cache finds")
    func bodyEditChecksOneFile() throws {
        let tree = try CachedTree(files)
        _ = try tree.lint()
        try tree.write([
            "App/Login/LoginInteractor.swift": """
            final class LoginInteractor {
                weak var output: LoginInteractorOutput?
                func load() { NetworkManager.shared.fetch() }
            }
            """
        ])
        let second = try tree.lint()
        #expect(second.parsedFileCount == 1)
        #expect(second.checkedFileCount == 1)
        #expect(second.violations.map(\.ruleID).sorted() == ["presenter-weak-view", "protocol-typed-dependencies"])
        #expect(second.violations == (try Linter().lint(paths: [tree.root])).violations)
    }

    @Test("after an edit inside a body, the index is the one a cold run writes, and it serves the next run")
    func bodyEditIndexMatchesColdIndex() throws {
        let tree = try CachedTree(files)
        // Metadata from well before the run is trusted, so the unchanged files' records are
        // carried into the new index as they are, not decoded and encoded again.
        for path in files.keys {
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: tree.path(path))
        }
        _ = try tree.lint()
        try tree.write([
            "App/Login/LoginInteractor.swift": """
            final class LoginInteractor {
                weak var output: LoginInteractorOutput?
                func load() { NetworkManager.shared.fetch() }
            }
            """
        ])
        let edited = try tree.lint()
        #expect(edited.parsedFileCount == 1 && edited.checkedFileCount == 1)

        let cold = Linter(cacheDirectory: tree.folder.appendingPathComponent(".cold-cache"))
        _ = try cold.lint(paths: [tree.root])
        let index = [UInt8](try Data(contentsOf: tree.folder.appendingPathComponent(".cache/lint-index.bin")))
        let coldIndex = [UInt8](try Data(contentsOf: tree.folder.appendingPathComponent(".cold-cache/lint-index.bin")))
        // Only when each run started differs: one integer of the header, at most 10 bytes.
        let differing = zip(index, coldIndex).enumerated().filter { $1.0 != $1.1 }.map(\.offset)
        #expect(index.count == coldIndex.count)
        #expect((differing.last ?? 0) - (differing.first ?? 0) < 10)

        let next = try tree.lint()
        #expect(next.parsedFileCount == 0 && next.checkedFileCount == 0)
        #expect(next.violations == (try Linter().lint(paths: [tree.root])).violations)
        #expect(next.violations.map(\.ruleID).sorted() == ["presenter-weak-view", "protocol-typed-dependencies"])
    }

    @Test("an edit that changes what a file declares re-runs the rules on every file")
    func declarationEditChecksAll() throws {
        let tree = try CachedTree(files)
        _ = try tree.lint()
        try tree.write([
            "App/Login/LoginInteractor.swift": "final class LoginInteractor { weak var output: LoginInteractorOutput?; var retries = 0 }"
        ])
        let second = try tree.lint()
        #expect(second.parsedFileCount == 1)
        #expect(second.checkedFileCount == 3)
        #expect(second.violations == (try Linter().lint(paths: [tree.root])).violations)
    }

    @Test("changing one file re-parses only that file")
    func changedFileReparsed() throws {
        let tree = try CachedTree(files)
        _ = try tree.lint()
        try tree.write(["App/Login/LoginPresenter.swift": "final class LoginPresenter { weak var view: LoginView? }"])
        let second = try tree.lint()
        #expect(second.parsedFileCount == 1)
        #expect(second.violations.isEmpty)
    }

    @Test("a different configuration does not reuse the cache")
    func configurationInvalidates() throws {
        let tree = try CachedTree(files)
        _ = try tree.lint()
        var configuration = LintConfiguration.default
        configuration.presenterMayImportUI = true
        let second = try Linter(configuration: configuration, cacheDirectory: tree.folder.appendingPathComponent(".cache"))
            .lint(paths: [tree.root])
        #expect(second.parsedFileCount == 3)
    }

    @Test("a file changed in another file's eyes is re-checked: editing a contract changes its Presenter's findings")
    func crossFileChange() throws {
        let tree = try CachedTree([
            "App/LoginContracts.swift": "protocol LoginView {}",
            "App/LoginPresenter.swift": "final class LoginPresenter { weak var view: LoginView? }",
        ])
        #expect(try tree.lint().violations.map(\.ruleID) == ["presenter-weak-view"])
        try tree.write(["App/LoginContracts.swift": "protocol LoginView: AnyObject {}"])
        let second = try tree.lint()
        #expect(second.parsedFileCount == 1)
        #expect(second.checkedFileCount == 2)
        #expect(second.violations.isEmpty)
    }

    @Test("deleting a file re-checks the files that depended on it")
    func deletedFile() throws {
        let tree = try CachedTree([
            "App/LoginContracts.swift": "protocol LoginView {}",
            "App/LoginPresenter.swift": "final class LoginPresenter { weak var view: LoginView? }",
        ])
        #expect(try tree.lint().violations.count == 1)
        try FileManager.default.removeItem(atPath: tree.path("App/LoginContracts.swift"))
        let second = try tree.lint()
        #expect(second.parsedFileCount == 0)
        #expect(second.violations.isEmpty)
    }

    @Test("a file whose size and modification time are unchanged since well before the last run is not read again")
    func metadataTrusted() throws {
        let tree = try CachedTree(files)
        let presenter = tree.path("App/Login/LoginPresenter.swift")
        let earlier = Date().addingTimeInterval(-60)
        try FileManager.default.setAttributes([.modificationDate: earlier], ofItemAtPath: presenter)
        _ = try tree.lint()
        // Same size, same modification time, other bytes: the cache trusts the metadata, as git does.
        try tree.write(["App/Login/LoginPresenter.swift": strongViewPresenter.replacingOccurrences(of: "view", with: "vuew")])
        try FileManager.default.setAttributes([.modificationDate: earlier], ofItemAtPath: presenter)
        let second = try tree.lint()
        #expect(second.parsedFileCount == 0)
        #expect(second.violations.map(\.ruleID) == ["presenter-weak-view"])
    }

    @Test("a file modified just before the last run is hashed again even when its metadata match")
    func racyMetadataRechecked() throws {
        let tree = try CachedTree(files)
        let presenter = tree.path("App/Login/LoginPresenter.swift")
        _ = try tree.lint()
        let modified = try FileManager.default.attributesOfItem(atPath: presenter)[.modificationDate]
        try tree.write(["App/Login/LoginPresenter.swift": strongViewPresenter.replacingOccurrences(of: "var view", with: "let view")])
        try FileManager.default.setAttributes([.modificationDate: modified as Any], ofItemAtPath: presenter)
        #expect(try tree.lint().parsedFileCount == 1)
    }

    @Test("touching a file without changing it reads and hashes it but parses nothing")
    func touchedNotParsed() throws {
        let tree = try CachedTree(files)
        let first = try tree.lint()
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(5)],
            ofItemAtPath: tree.path("App/Login/LoginPresenter.swift"))
        let second = try tree.lint()
        #expect(second.parsedFileCount == 0)
        #expect(second.cachedFileCount == 3)
        #expect(second.violations == first.violations)
    }

    @Test("a skipped file is remembered with its reason and reported again without being parsed")
    func skippedRemembered() throws {
        let deep = "let x = " + String(repeating: "(", count: 300) + String(repeating: ")", count: 300)
        let tree = try CachedTree(files.merging(["App/Deep.swift": deep]) { $1 })
        let first = try tree.lint()
        let second = try tree.lint()
        #expect(second.parsedFileCount == 0)
        #expect(second.skippedFileCount == 1)
        #expect(second.diagnostics == first.diagnostics)
    }

    @Test("a run served from the cache keeps inline-suppressed findings, so a baseline entry is still stale as suppressed")
    func cachedSuppressedFindings() throws {
        let tree = try CachedTree(["App/LoginPresenter.swift": strongViewPresenter])
        let baseline = Baseline(violations: try Linter().lint(paths: [tree.root]).violations)
        try tree.write([
            "App/LoginPresenter.swift": """
            final class LoginPresenter {
                // viper:disable:next presenter-weak-view
                var view: LoginView?
            }
            """
        ])
        _ = try tree.lint()
        let cached = try tree.lint()
        #expect(cached.parsedFileCount == 0)
        #expect(cached.applying(baseline).staleBaselineEntries.map(\.reason) == [.suppressed])
    }

    @Test("a run served from the cache still warns about a suppression comment that does nothing")
    func cachedSuppressionWarnings() throws {
        let tree = try CachedTree([
            "App/LoginPresenter.swift": "final class LoginPresenter {\n"
                + "    // viper:disable:next presenter-weak-veiw\n    var view: LoginView?\n}\n"
        ])
        let first = try tree.lint()
        let cached = try tree.lint()
        #expect(cached.parsedFileCount == 0)
        #expect(first.diagnostics.map(\.kind) == [.invalidSuppression])
        #expect(cached.diagnostics == first.diagnostics)
    }

    @Test("a corrupt cache file is ignored, not fatal")
    func corruptCache() throws {
        let tree = try CachedTree(files)
        try tree.write([".cache/lint-index.bin": "VIPERLNT truncated"])
        #expect(try tree.lint().parsedFileCount == 3)
    }
}
