import Foundation
import Testing
import ToolTestSupport
import VIPERCLI

@Suite("viper graph command")
struct GraphCommandTests {
    struct Run {
        let status: ExitCode
        let output: String
        let error: String
    }

    /// `viper graph` with `words` in `folder`; in the fixtures, which are part of the sources,
    /// with no cache written.
    private func run(_ words: [String], in folder: URL = fixturesFolder) -> Run {
        let console = CapturingConsole()
        let words = folder == fixturesFolder ? words + ["--no-cache"] : words
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
        let scratch = try TemporaryDirectory()
        let folder = scratch.url
        try scratch.write("final class OrphanRouter {}\nfinal class OrphanPresenter {}\n", to: "Orphan.swift")
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

    @Test("on the root of a CocoaPods checkout: exit 0 with the app's graph; pods, generated code and link cycles left out")
    func cocoaPodsCheckout() throws {
        let checkout = try CocoaPodsCheckout()
        defer { withExtendedLifetime(checkout) {} }
        let result = run([], in: checkout.url)
        #expect(result.status == .success)
        #expect(result.output.contains(#"Home -->|"push"| Orders"#))
        #expect(result.output.contains(#"App -->|"setRoot"| Home"#))
        #expect(!result.output.contains("Vendored"))
        #expect(!result.error.contains("Pods/"))
    }

    @Test("a file that is not UTF-8 is named as skipped, and the run goes on")
    func notUTF8() throws {
        let checkout = try CocoaPodsCheckout()
        defer { withExtendedLifetime(checkout) {} }
        let result = run(["."], in: checkout.url)
        #expect(result.error.contains("warning: \(CocoaPodsCheckout.latin1Path):1: skipped: not valid UTF-8 text; save the file as UTF-8"))
        #expect(result.output.contains("Orders"))
    }

    @Test("a file that does not parse is named with its first error, and what could be read is drawn")
    func syntaxErrors() throws {
        let checkout = try CocoaPodsCheckout()
        defer { withExtendedLifetime(checkout) {} }
        // The broken Presenter's module has a screen too, so it is drawn only if the Presenter is read.
        try "final class BrokenViewController: UIViewController {}\n"
            .write(to: checkout.url.appending(path: "App/Broken/BrokenViewController.swift"), atomically: true, encoding: .utf8)
        let result = run(["."], in: checkout.url)
        #expect(result.status == .success)
        #expect(result.error.contains("warning: \(CocoaPodsCheckout.brokenPath):2:"))
        #expect(result.error.contains("this file does not parse, so the graph has only what could be read of it"))
        #expect(result.output.contains("Broken"))
    }

    @Test("a folder named like a Swift file, given on the command line, is searched, not read as a file")
    func folderNamedLikeAFile() throws {
        let folder = try TemporaryDirectory()
        defer { withExtendedLifetime(folder) {} }
        try folder.write("final class OrphanRouter {}\nfinal class OrphanPresenter {}\n", to: "Pods/R.swift/Orphan.swift")
        let result = run(["Pods/R.swift"], in: folder.url)
        #expect(result.status == .success)
        #expect(result.output.contains("Orphan"))
    }

    @Test("test targets are left out of a folder's graph: a test's navigation is not the app's")
    func testTargetsLeftOut() throws {
        let folder = try TemporaryDirectory()
        defer { withExtendedLifetime(folder) {} }
        try folder.write(
            """
            final class OrdersViewController: UIViewController {}
            final class HomeRouter { func go() { navigationController?.pushViewController(OrdersViewController(), animated: true) } }
            """, to: "App/Home.swift")
        try folder.write("func helper() { navigator.push(.settings) }\n", to: "AppTests/Helpers.swift")
        let result = run([], in: folder.url)
        #expect(result.output.contains(#"Home -->|"push"| Orders"#))
        #expect(!result.output.contains("settings"))
    }

    @Test("the roles section of viper.json names the modules")
    func configuredRoles() throws {
        let folder = try TemporaryDirectory()
        defer { withExtendedLifetime(folder) {} }
        try folder.write(#"{"roles": {"router": {"suffixes": ["Flow"]}}}"#, to: "viper.json")
        try folder.write("final class CheckoutFlow {}\nfinal class CheckoutInteractor {}\n", to: "CheckoutFlow.swift")
        let result = run([], in: folder.url)
        #expect(result.output.contains(#"Checkout["Checkout"]"#))
    }

    @Test("a roles section that cannot be used is a usage error naming the key")
    func badRoles() throws {
        let folder = try TemporaryDirectory()
        defer { withExtendedLifetime(folder) {} }
        try folder.write(#"{"roles": {"router": {"suffixes": "Flow"}}}"#, to: "viper.json")
        try folder.write("final class HomeRouter {}\n", to: "HomeRouter.swift")
        let result = run([], in: folder.url)
        #expect(result.status == .usage)
        #expect(result.error.contains("viper.json: roles.router.suffixes: expected an array of strings, found \"Flow\""))
    }
}
