import Foundation
import Testing
import VIPERCLI
import VIPERLock

@Suite("viper lint --fix")
struct LintFixCommandTests {
    private static let presenter = """
        protocol LoginView: AnyObject {
            func showError(_ message: String)
        }

        final class LoginPresenter {
            var view: LoginView?
            func fail() { view?.showError("Email or password is incorrect.") }
        }

        """

    private static let interactor = """
        protocol LoginInteractorOutput: AnyObject {
            func didFail()
        }

        final class LoginInteractor {
            var output: LoginInteractorOutput?
            func fail() { output?.didFail() }
        }

        """

    @Test("--fix writes the fixed text, lists each fix, and the re-lint finds nothing")
    func fixWritesAndRelintsClean() throws {
        let viper = try VIPERToolHarness()
        try viper.directory.write(Self.presenter, to: "Sources/LoginPresenter.swift")
        let outcome = viper.run("lint", "Sources", "--fix", "--strict", "--no-cache")
        #expect(outcome.code == .success)
        #expect(
            viper.directory.read("Sources/LoginPresenter.swift")
                == Self.presenter.replacingOccurrences(of: "    var view", with: "    weak var view"))
        #expect(outcome.output.isEmpty)
        #expect(
            outcome.error.hasPrefix(
                """
                Fixed \(viper.directory.url.path)/Sources/LoginPresenter.swift:6: declared 'view' weak [presenter-weak-view]
                Fixed 1 violation in 1 file.
                Linted 1 file: no violations.
                """))
    }

    @Test("--fix still reports the violations it leaves for a person")
    func unfixableViolationsAreReported() throws {
        let viper = try VIPERToolHarness()
        try viper.directory.write(
            """
            protocol CartView: AnyObject {}
            final class CartPresenter {
                let view: CartView
                init(view: CartView) { self.view = view }
            }

            """, to: "Sources/CartPresenter.swift")
        let outcome = viper.run("lint", "Sources", "--fix", "--strict", "--no-cache")
        #expect(outcome.code == .failure)
        #expect(outcome.output.contains("CartPresenter.swift:3:9: warning: CartPresenter holds its View 'view' strongly"))
        #expect(outcome.error.hasPrefix("Fixed 0 violations in 0 files.\n"))
    }

    @Test("--fix --dry-run prints the unified diff and leaves every byte on disk as it was")
    func dryRunPrintsDiffAndWritesNothing() throws {
        let viper = try VIPERToolHarness()
        try viper.directory.write(Self.presenter, to: "Sources/LoginPresenter.swift")
        let before = try Data(contentsOf: viper.directory.url.appending(path: "Sources/LoginPresenter.swift"))
        let outcome = viper.run("lint", "Sources", "--fix", "--dry-run", "--no-cache")
        #expect(outcome.code == .success)
        let label = String(viper.directory.url.path.dropFirst()) + "/Sources/LoginPresenter.swift"
        #expect(
            outcome.output == """
                --- a/\(label)
                +++ b/\(label)
                @@ -3,6 +3,6 @@
                 }
                 
                 final class LoginPresenter {
                -    var view: LoginView?
                +    weak var view: LoginView?
                     func fail() { view?.showError("Email or password is incorrect.") }
                 }

                """)
        #expect(outcome.error == "Would fix 1 violation in 1 file.\n")
        #expect(try Data(contentsOf: viper.directory.url.appending(path: "Sources/LoginPresenter.swift")) == before)
    }

    @Test("a file edited after --fix read it is not written, and the error says to run --fix again")
    func fileChangedSinceLintingIsRefused() throws {
        let viper = try VIPERToolHarness()
        try viper.directory.write(Self.interactor, to: "Sources/LoginInteractor.swift")
        try viper.directory.write(Self.presenter, to: "Sources/LoginPresenter.swift")
        let edited = Self.presenter + "// edited meanwhile\n"
        // The interactor is written first (path order); as its fix is listed, an editor saves the presenter.
        let console = EditingConsole(when: "Fixed \(viper.directory.url.path)/Sources/LoginInteractor.swift") {
            try? viper.directory.write(edited, to: "Sources/LoginPresenter.swift")
        }
        let code = VIPERCommand.run(
            ["lint", "Sources", "--fix", "--no-cache"],
            in: CommandContext(console: console, workingDirectory: viper.directory.url))
        #expect(code == .failure)
        #expect(
            console.standardError.hasSuffix(
                """
                Error: '\(viper.directory.url.path)/Sources/LoginPresenter.swift' changed since it was linted; nothing was written to it, \
                so run `viper lint --fix` again.

                """))
        #expect(viper.directory.read("Sources/LoginPresenter.swift") == edited)
        #expect(viper.directory.read("Sources/LoginInteractor.swift")?.contains("weak var output") == true)
    }

    @Test("--dry-run without --fix is a usage error")
    func dryRunNeedsFix() throws {
        let outcome = try VIPERToolHarness().run("lint", "--dry-run")
        #expect(outcome.code == .usage)
        #expect(outcome.error.hasPrefix("Error: '--dry-run' shows what '--fix' would change; add '--fix'.\n"))
    }

    @Test("viper lint --help documents --fix and --dry-run")
    func helpDocumentsFix() throws {
        let help = try VIPERToolHarness().run("lint", "--help").output
        #expect(help.contains("  --fix                   Apply the safe fixes"))
        #expect(help.contains("  --dry-run               With --fix: print the unified diff of the fixes"))
        #expect(help.contains("With --dry-run, --fix prints the"))
    }
}

/// A console that runs `edit` once, when a line starting with `prefix` is written to standard
/// error: a stand-in for someone saving a file while the command runs.
private final class EditingConsole: Console, @unchecked Sendable {
    private let captured = CapturingConsole()
    private let prefix: String
    private let edit: Locked<(() -> Void)?>

    init(when prefix: String, edit: @escaping () -> Void) {
        self.prefix = prefix
        self.edit = Locked(edit)
    }

    func writeOutput(_ text: String) { captured.writeOutput(text) }

    func writeError(_ text: String) {
        captured.writeError(text)
        guard text.hasPrefix(prefix) else { return }
        let pending = edit.withLock { edit -> (() -> Void)? in
            defer { edit = nil }
            return edit
        }
        pending?()
    }

    var standardError: String { captured.standardError }
}
