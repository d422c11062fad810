import Foundation
import Testing
import VIPERLint
import VIPERToolSupport

/// Every fix is proven twice: the fixed code no longer breaks the rule, and it still compiles.
@Suite("Safe fixes")
struct LintFixerTests {
    /// Fixes `files`, then checks the fixed project lints clean for `rule` and type-checks.
    private func fixAndVerify(_ files: [String: String], rule: String) throws -> [String: String] {
        let sources = files.sorted { $0.key < $1.key }.map { SourceInput(path: $0.key, text: $0.value) }
        #expect(lint(files).violations.contains { $0.ruleID == rule }, "the example must break \(rule) before the fix")
        let fixes = LintFixer().fixes(for: sources)
        var fixed = files
        for fix in fixes { fixed[fix.path] = fix.fixed }
        let remaining = lint(fixed).violations.filter { $0.ruleID == rule }
        #expect(remaining.isEmpty, "\(remaining.map(\.message))")
        let outcome = try SwiftTypeChecker.typecheck(fixed)
        #expect(outcome.succeeded, "\(outcome.diagnostics)\n\(fixed.values.joined(separator: "\n"))")
        return fixed
    }

    @Test("a strong View reference becomes weak and its protocol, in another file, becomes class-bound")
    func weakViewAndAnyObject() throws {
        let fixed = try fixAndVerify(
            [
                "Login/LoginContracts.swift": """
                protocol LoginView {
                    func showError(_ message: String)
                }
                """,
                "Login/LoginPresenter.swift": """
                final class LoginPresenter {
                    var view: LoginView?
                    func fail() { view?.showError("Email or password is incorrect.") }
                }
                """,
                "Login/LoginViewController.swift": """
                final class LoginViewController: UIViewController, LoginView {
                    var presenter: LoginPresenter?
                    func showError(_ message: String) {}
                }
                """,
            ], rule: "presenter-weak-view")
        #expect(fixed["Login/LoginPresenter.swift"]?.contains("    weak var view: LoginView?") == true)
        #expect(fixed["Login/LoginContracts.swift"]?.hasPrefix("protocol LoginView: AnyObject {") == true)
    }

    @Test("a Router's strong navigation controller and `let` view controller become `weak var`")
    func weakRouterReferences() throws {
        let fixed = try fixAndVerify(
            [
                "Orders/OrdersRouter.swift": """
                final class OrdersPresenter {}
                final class OrdersRouter {
                    private var navigationController: UINavigationController?
                    let viewController: UIViewController!
                    init(navigationController: UINavigationController?, viewController: UIViewController) {
                        self.navigationController = navigationController
                        self.viewController = viewController
                    }
                    func open(_ next: UIViewController) {
                        navigationController?.pushViewController(next, animated: true)
                        viewController.dismiss(animated: true)
                    }
                }
                """
            ], rule: "router-weak-view")
        let router = fixed["Orders/OrdersRouter.swift"] ?? ""
        #expect(router.contains("private weak var navigationController: UINavigationController?"))
        #expect(router.contains("weak var viewController: UIViewController!"))
    }

    @Test("an Interactor's strong output becomes weak")
    func weakInteractorOutput() throws {
        let fixed = try fixAndVerify(
            [
                "Feed/FeedInteractor.swift": """
                protocol FeedInteractorOutput: AnyObject {
                    func didLoad(_ items: [String])
                }
                final class FeedInteractor {
                    var output: FeedInteractorOutput?
                    func load() { output?.didLoad([]) }
                }
                """
            ], rule: "interactor-weak-output")
        #expect(fixed["Feed/FeedInteractor.swift"]?.contains("    weak var output: FeedInteractorOutput?") == true)
    }

    @Test("a weak reference to a protocol that is not class-bound gets `: AnyObject` on the protocol")
    func anyObjectOnly() throws {
        let fixed = try fixAndVerify(
            [
                "News/NewsPresenter.swift": """
                protocol NewsView {
                    func render(_ items: [String])
                }
                final class NewsPresenter {
                    weak var view: NewsView?
                }
                """
            ], rule: "presenter-weak-view")
        #expect(fixed["News/NewsPresenter.swift"]?.hasPrefix("protocol NewsView: AnyObject {") == true)
    }

    @Test("a reference whose type would change is left for a person: non-optional, or a protocol a struct conforms to")
    func unsafeBackReferencesAreNotFixed() {
        let fixes = LintFixer().fixes(for: [
            SourceInput(
                path: "Orders/OrdersRouter.swift",
                text: """
                    final class OrdersPresenter {}
                    final class OrdersViewController: UIViewController {}
                    final class OrdersRouter {
                        let screen: OrdersViewController
                        init(screen: OrdersViewController) { self.screen = screen }
                    }
                    """),
            SourceInput(
                path: "Cart/CartPresenter.swift",
                text: """
                    protocol CartView { func render() }
                    struct CartPreview: CartView { func render() {} }
                    final class CartPresenter { var view: CartView? }
                    """),
        ])
        #expect(fixes.isEmpty)
    }

    @Test("an escaping closure that only calls through self captures [weak self] and calls through self?.")
    func weakSelfCapture() throws {
        let fixed = try fixAndVerify(
            [
                "Feed/FeedInteractor.swift": """
                import Foundation

                protocol FeedServicing: AnyObject {
                    func fetch(page: Int, completion: @escaping ([String]) -> Void)
                }
                protocol FeedInteractorOutput: AnyObject {
                    func didLoad(_ items: [String])
                }
                final class FeedInteractor {
                    weak var output: FeedInteractorOutput?
                    private let service: FeedServicing
                    private var items: [String] = []
                    init(service: FeedServicing) { self.service = service }
                    func load() {
                        service.fetch(page: 1) { items in
                            self.items = items
                            self.output?.didLoad(items)
                        }
                        DispatchQueue.main.async { self.output?.didLoad([]) }
                        service.fetch(page: 2, completion: { [service] items in
                            try? self.store(items)
                            _ = service
                        })
                    }
                    private func store(_ items: [String]) throws {}
                }
                """
            ], rule: "weak-self-in-escaping-closures")
        let interactor = fixed["Feed/FeedInteractor.swift"] ?? ""
        #expect(interactor.contains("service.fetch(page: 1) { [weak self] items in"))
        #expect(interactor.contains("        self?.items = items\n            self?.output?.didLoad(items)"))
        #expect(interactor.contains("DispatchQueue.main.async { [weak self] in self?.output?.didLoad([]) }"))
        #expect(interactor.contains("completion: { [weak self, service] items in"))
        #expect(interactor.contains("try? self?.store(items)"))
    }

    @Test("a closure using shorthand arguments gets a capture list and keeps its $0")
    func shorthandArguments() throws {
        let fixed = try fixAndVerify(
            [
                "Search/SearchPresenter.swift": """
                protocol SearchView: AnyObject { func show(_ results: [String]) }
                protocol SearchLoading { func search(_ text: String, completion: @escaping ([String]) -> Void) }
                final class SearchPresenter {
                    weak var view: SearchView?
                    private let loader: SearchLoading
                    init(loader: SearchLoading) { self.loader = loader }
                    func search(_ text: String) { loader.search(text) { self.view?.show($0) } }
                }
                """
            ], rule: "weak-self-in-escaping-closures")
        #expect(fixed["Search/SearchPresenter.swift"]?.contains("loader.search(text) { [weak self] in self?.view?.show($0) }") == true)
    }

    @Test("an outer closure is fixed once, with the self uses of the closures nested in it")
    func nestedClosures() throws {
        let fixed = try fixAndVerify(
            [
                "Feed/FeedPresenter.swift": """
                import Foundation

                protocol FeedView: AnyObject { func show(_ items: [String]) }
                protocol FeedLoading { func load(completion: @escaping ([String]) -> Void) }
                final class FeedPresenter {
                    weak var view: FeedView?
                    private let loader: FeedLoading
                    init(loader: FeedLoading) { self.loader = loader }
                    func refresh() {
                        loader.load { items in
                            DispatchQueue.main.async {
                                self.view?.show(items)
                            }
                        }
                    }
                }
                """
            ], rule: "weak-self-in-escaping-closures")
        let presenter = fixed["Feed/FeedPresenter.swift"] ?? ""
        #expect(presenter.contains("loader.load { [weak self] items in"))
        #expect(presenter.contains("DispatchQueue.main.async {\n"))
        #expect(presenter.contains("self?.view?.show(items)"))
    }

    @Test("a closure that passes self, reads a value through it or returns one is left for a person")
    func unsafeClosuresAreNotFixed() {
        let fixes = LintFixer().fixes(for: [
            SourceInput(
                path: "Feed/FeedInteractor.swift",
                text: """
                    final class FeedInteractor {
                        let service: FeedServicing
                        init(service: FeedServicing) { self.service = service }
                        func load() {
                            service.fetch { items in self.handle(items, from: self) }
                            service.fetch { items in
                                if self.isLoading { return }
                            }
                            service.transform(completion: { items -> Int in self.count(items) })
                        }
                    }
                    """)
        ])
        #expect(fixes.isEmpty)
    }

    @Test("the diff of a fix is a unified diff with three lines of context")
    func dryRunDiff() throws {
        let fix = try #require(
            LintFixer().fixes(for: [
                SourceInput(
                    path: "Login/LoginPresenter.swift",
                    text: """
                        protocol LoginView: AnyObject {}
                        final class LoginPresenter {
                            var view: LoginView?
                        }
                        """)
            ]).first)
        #expect(
            fix.diff == """
                --- a/Login/LoginPresenter.swift
                +++ b/Login/LoginPresenter.swift
                @@ -1,4 +1,4 @@
                 protocol LoginView: AnyObject {}
                 final class LoginPresenter {
                -    var view: LoginView?
                +    weak var view: LoginView?
                 }
                """ + "\n")
        #expect(fix.changes == [FixChange(ruleID: "presenter-weak-view", line: 3, summary: "declared 'view' weak")])
    }

    @Test("writing a fix rewrites the file, and refuses when the file changed since it was linted")
    func writeGuardsAgainstLostEdits() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("LoginPresenter.swift").path
        let original = "protocol LoginView: AnyObject {}\nfinal class LoginPresenter { var view: LoginView? }\n"
        try Data(original.utf8).write(to: URL(fileURLWithPath: path))
        let fix = try #require(try LintFixer().fixes(paths: [path]).first)
        try Data((original + "// edited\n").utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: FixError.changedOnDisk(path)) { try fix.write(confinedTo: ConfinedRoot(folder)) }
        try Data(original.utf8).write(to: URL(fileURLWithPath: path))
        try fix.write(confinedTo: ConfinedRoot(folder))
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("weak var view: LoginView?"))
    }
}
