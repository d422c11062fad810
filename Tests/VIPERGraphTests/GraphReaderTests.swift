import Foundation
import Testing
import VIPERGraph
import VIPERLock
import VIPERSyntax
import VIPERVocabulary

@Suite("Graph reader")
struct GraphReaderTests {
    @Test("the Discover fixture gives its modules and navigation edges")
    func discoverEdges() throws {
        let graph = GraphReader.read(try discoverSources()).graph
        #expect(graph.modules == ["Detail", "Favorites", "ForgotPassword", "Home", "LocationPicker", "Login"])
        #expect(
            graph.edges == [
                ModuleEdge(from: "App", to: "Login", kind: .setRoot, route: "login", routeEnum: "AppRoute"),
                ModuleEdge(from: "Home", to: "Detail", kind: .push, route: "detail", routeEnum: "AppRoute"),
                ModuleEdge(from: "Home", to: "Favorites", kind: .push, route: "favorites", routeEnum: "AppRoute"),
                ModuleEdge(from: "Home", to: "LocationPicker", kind: .present, route: "locationPicker", routeEnum: "AppRoute"),
                ModuleEdge(from: "Login", to: "ForgotPassword", kind: .push, route: "forgotPassword", routeEnum: "AppRoute"),
                ModuleEdge(from: "Login", to: "Home", kind: .setRoot, route: "home", routeEnum: "AppRoute"),
            ])
        #expect(graph.findings.isEmpty)
    }

    @Test("the route table maps every case the route switch builds, several cases per line included")
    func routeTable() throws {
        let graph = GraphReader.read(try discoverSources()).graph
        #expect(
            graph.routes.map { "\($0.route)→\($0.module)" } == [
                "detail→Detail", "favorites→Favorites", "forgotPassword→ForgotPassword", "home→Home",
                "locationPicker→LocationPicker", "login→Login", "search→Home",
            ])
    }

    @Test("deep links give pattern, steps and destination module")
    func deepLinks() throws {
        let links = GraphReader.read(try discoverSources()).graph.deepLinks
        #expect(links.map(\.pattern) == ["discover://favorites", "discover://poi/<int:id>", "discover://search"])
        let poi = try #require(links.first { $0.pattern == "discover://poi/<int:id>" })
        #expect(
            poi.steps == [
                DeepLinkStep(kind: .setRoot, route: "home", module: "Home", routeEnum: "AppRoute"),
                DeepLinkStep(kind: .push, route: "detail", module: "Detail", routeEnum: "AppRoute"),
            ])
        #expect(poi.destination == "Detail")
        #expect(poi.location == "DiscoverApp/App/DiscoverLinks.swift:7")
    }

    @Test("a build or make call inside a navigation call is drawn with that call's kind; a bare one as builds")
    func directBuilds() {
        let graph = graph(
            """
            final class HomeRouter {
                func showDetail() { navigationController?.pushViewController(DetailRouter.build(id: 1), animated: true) }
                func showMap() { present(MapBuilder().build(), animated: true) }
                func banner() -> UIView { BannerBuilder.build() }
                func showMore() { push(MoreFactory.make(), animated: true) }
            }
            enum BannerBuilder {}
            final class BannerViewController: UIViewController {}
            """)
        #expect(
            graph.edges == [
                ModuleEdge(from: "Home", to: "Banner", kind: .builds, route: nil),
                ModuleEdge(from: "Home", to: "Detail", kind: .push, route: nil),
                ModuleEdge(from: "Home", to: "Map", kind: .present, route: nil),
                ModuleEdge(from: "Home", to: "More", kind: .push, route: nil),
            ])
    }

    @Test("a module nothing reaches is a finding naming it and where it is declared")
    func unreachedModule() throws {
        let graph = graph(
            """
            enum HomeBuilder { static func build() {} }
            final class OnboardingRouter {}
            final class OnboardingPresenter {}
            """, "let root = HomeBuilder.build()")
        let finding = try #require(graph.findings.first)
        #expect(graph.findings.count == 1)
        #expect(finding.kind == .unreachedModule)
        #expect(finding.subject == "Onboarding")
        #expect(finding.location == "File1.swift:2")
    }

    @Test("a route case no switch serves is a finding at the case")
    func unservedRouteCase() {
        let graph = graph(
            """
            enum AppRoute { case home, settings }
            struct Screens { func make(_ route: AppRoute) { switch route { case .home: HomeBuilder.build() } } }
            let stack = ScreenStack(); try stack.setRoot(.home)
            """)
        let unserved = graph.findings.filter { $0.kind == .unservedRoute }
        #expect(unserved.map(\.subject) == ["AppRoute.settings"])
        #expect(unserved.map(\.location) == ["File1.swift:1"])
    }

    @Test("a route navigated to but never served is a finding where it is used, and the navigation still drawn")
    func unservedRouteUse() {
        let graph = graph(
            """
            struct Screens { func make(_ route: AppRoute) { switch route { case .home: HomeBuilder.build() } } }
            final class HomeRouter { func help() { navigator.push(.help) } }
            """)
        let unserved = graph.findings.filter { $0.kind == .unservedRoute }
        #expect(unserved.map(\.subject) == ["help"])
        #expect(unserved.map(\.location) == ["File1.swift:2"])
        #expect(graph.unservedNavigation == [UnservedNavigation(from: "Home", kind: .push, route: "help")])
    }

    @Test("a deep link to an unserved route keeps the step without a module and reports the route")
    func deepLinkToUnservedRoute() throws {
        let graph = graph(#"try table.register("app://settings") { _ in [.push(.settings)] }"#)
        let link = try #require(graph.deepLinks.first)
        #expect(link.steps == [DeepLinkStep(kind: .push, route: "settings", module: nil)])
        #expect(link.destination == nil)
        #expect(graph.findings.map(\.subject) == ["settings"])
    }

    @Test("qualified and let-bound route cases are read like leading-dot ones")
    func qualifiedAndBoundCases() {
        let graph = graph(
            """
            struct Screens {
                func make(_ route: AppRoute) {
                    switch route {
                    case let .detail(id): DetailBuilder.build(id: id)
                    case AppRoute.home: HomeBuilder.build()
                    }
                }
            }
            final class HomeRouter { func open() { navigator.push(AppRoute.detail(id: 1)) } }
            """)
        #expect(
            graph.routes == [
                RouteBinding(route: "detail", module: "Detail", routeEnum: "AppRoute"),
                RouteBinding(route: "home", module: "Home", routeEnum: "AppRoute"),
            ])
        #expect(graph.edges == [ModuleEdge(from: "Home", to: "Detail", kind: .push, route: "detail", routeEnum: "AppRoute")])
    }

    @Test("a module's call to a coordinator method leads where that method navigates; uncalled ones are the app's")
    func coordinatorHops() {
        let graph = graph(
            """
            enum AppRoute { case login, home }
            struct Screens { func make(_ r: AppRoute) { switch r { case .login: LoginBuilder.build(); case .home: HomeBuilder.build() } } }
            final class AppCoordinator {
                func start() { navigator.perform(.setRoot(.login), onFailure: report) }
                func userDidLogin(_ user: User) { navigator.perform(.dismissAll, .setRoot(.home), onFailure: report) }
            }
            final class LoginRouter { func routeToHome(user: User) { coordinator?.userDidLogin(user) } }
            """)
        #expect(
            graph.edges == [
                ModuleEdge(from: "App", to: "Login", kind: .setRoot, route: "login", routeEnum: "AppRoute"),
                ModuleEdge(from: "Login", to: "Home", kind: .setRoot, route: "home", routeEnum: "AppRoute"),
            ])
    }

    @Test("wireframes and coordinators are the Routers of modules, as in every viper tool")
    func sharedVocabulary() {
        let graph = graph(
            """
            final class LoginWireframe {}
            final class LoginPresenter {}
            final class OnboardingCoordinator {}
            final class OnboardingInteractor {}
            final class HomePresenter { func show() { navigationController?.pushViewController(SettingsWireframe.build(), animated: true) } }
            """)
        #expect(graph.modules == ["Home", "Login", "Onboarding", "Settings"])
        #expect(graph.edges == [ModuleEdge(from: "Home", to: "Settings", kind: .push, route: nil)])
    }

    @Test("the roles a project configures name its modules")
    func configuredVocabulary() {
        var patterns = RolePatterns.defaults
        patterns[.router]?.suffixes = ["Flow"]
        let sources = [
            LoadedSource(
                path: "Checkout.swift", text: "final class CheckoutFlow {}\nfinal class CheckoutPresenter {}\nfinal class CartRouter {}")
        ]
        #expect(GraphReader.read(sources, vocabulary: RoleVocabulary(patterns)).graph.modules == ["Checkout"])
    }

    @Test("types named App… are the app, not a module")
    func appTypesAreTheApp() {
        let graph = graph("final class AppRouter { func start() { window.setRoot(LoginBuilder.build()) } }")
        #expect(graph.modules == ["Login"])
        #expect(graph.edges == [ModuleEdge(from: "App", to: "Login", kind: .setRoot, route: nil)])
    }

    @Test("navigation written in test cases and test doubles is not the app's")
    func testCodeIsLeftOut() {
        let graph = graph(
            """
            final class HomeRouterTests: XCTestCase { func testPush() { navigator.push(.detail); present(DetailBuilder.build()) } }
            final class MockRouter { func go() { present(DetailBuilder.build()) } }
            """)
        #expect(graph.edges.isEmpty)
        #expect(graph.unservedNavigation.isEmpty)
    }

    @Test("a builder alone is no module: a container's services assembly is not reported as unreached")
    func builderAloneIsNoModule() {
        let graph = graph("struct ServicesAssembly: Assembly { func assemble(into container: Container) {} }")
        #expect(graph.modules.isEmpty)
        #expect(graph.findings.isEmpty)
    }

    @Test("deep-link patterns may be constants, joined text and loops over literals")
    func patternConstants() {
        let graph = graph(
            """
            enum Links {
                static let scheme = "shop://"
                static let product = scheme + "product/<int:id>"
            }
            func register(_ table: inout DeepLinkTable<Step>) throws {
                try table.register(Links.product) { _ in [] }
                try table.register("\\(Links.scheme)cart") { _ in [] }
                for pattern in ["shop://a", "shop://b"] { try table.register(pattern) { _ in [] } }
            }
            """)
        #expect(graph.deepLinks.map(\.pattern) == ["shop://a", "shop://b", "shop://cart", "shop://product/<int:id>"])
    }

    @Test("patterns built by interpolation are not read as deep links")
    func interpolatedPatternsAreSkipped() {
        let graph = graph(#"try table.register("app://\(host)/x") { _ in [.push(.home)] }"#)
        #expect(graph.deepLinks.isEmpty)
    }

    @Test("the graph does not depend on the order of the files")
    func orderIndependent() throws {
        let sources = try discoverSources()
        #expect(GraphReader.read(sources).graph == GraphReader.read(sources.reversed()).graph)
    }
}

@Suite("Graph reader from many threads")
struct GraphReaderConcurrencyTests {
    @Test("reading the fixture from 8 threads at once gives the same graph on every thread")
    func eightThreads() throws {
        let sources = try discoverSources()
        let expected = GraphReader.read(sources).graph
        let results = Locked<[ModuleGraph]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let graph = GraphReader.read(sources).graph
            results.withLock { $0.append(graph) }
        }
        #expect(results.withLock { $0 } == Array(repeating: expected, count: 8))
    }
}
