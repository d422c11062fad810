import Testing
import VIPERGraph

/// A route case is read as a case of its enum: `AppRoute.detail` and `ShopRoute.detail` are
/// different routes with different handlers.
@Suite("Route enums")
struct RouteEnumTests {
    /// Two route enums that share `detail`, each with its own navigator and route switch.
    private let twoEnums = """
        enum AppRoute { case home, detail }
        enum ShopRoute { case detail, cart }
        struct AppScreens {
            func make(_ route: AppRoute) { switch route { case .home: HomeBuilder.build(); case .detail: DetailBuilder.build() } }
        }
        struct ShopScreens {
            func make(_ route: ShopRoute) { switch route { case .detail: ProductBuilder.build(); case .cart: CartBuilder.build() } }
        }
        """

    @Test("a SwiftUI coordinator's Destination enum is a route table: routers navigate to its cases, the root view builds one")
    func destinationCoordinator() {
        let coordinator = """
            enum Destination: Hashable { case list, detail(Int), settings }
            final class AppCoordinator: ObservableObject {
                @Published var path: [Destination] = []
                func navigate(to destination: Destination) { path.append(destination) }
                @ViewBuilder func build(for destination: Destination) -> some View {
                    switch destination {
                    case .list: buildListModule()
                    case .detail(let id): buildDetailModule(id: id)
                    case .settings: buildSettingsModule()
                    }
                }
                private func buildListModule() -> some View { ListModuleBuilder.build(coordinator: self) }
                private func buildDetailModule(id: Int) -> some View { DetailModuleBuilder.build(id: id, coordinator: self) }
                private func buildSettingsModule() -> some View { SettingsModuleBuilder.build(coordinator: self) }
            }
            """
        let app = """
            @main struct ShopApp: App {
                @StateObject private var coordinator = AppCoordinator()
                var body: some Scene { WindowGroup { ContentView().environmentObject(coordinator) } }
            }
            struct ContentView: View {
                @EnvironmentObject var coordinator: AppCoordinator
                var body: some View {
                    NavigationStack(path: $coordinator.path) {
                        coordinator.build(for: .list).navigationDestination(for: Destination.self) { destination in coordinator.build(for: destination) }
                    }
                }
            }
            """
        let modules = ["List", "Detail", "Settings"].map { name in
            """
            enum \(name)ModuleBuilder { static func build(id: Int = 0, coordinator: AppCoordinator) -> some View { \(name)View(presenter: \(name)Presenter()) } }
            final class \(name)Presenter { weak var router: \(name)Router? }
            struct \(name)View: View { let presenter: \(name)Presenter; var body: some View { Text("") } }
            """
        }
        let router = """
            final class ListRouter {
                weak var coordinator: AppCoordinator?
                func showDetail(id: Int) { coordinator?.navigate(to: .detail(id)) }
                func showSettings() { coordinator?.navigate(to: .settings) }
            }
            """
        let files = [coordinator, app, router] + modules + ["final class DetailRouter {}", "final class SettingsRouter {}"]
        let graph = graph(files.enumerated().map { ("File\($0.offset).swift", $0.element) })
        #expect(pairs(graph) == ["App -> List", "List -> Detail", "List -> Settings"])
        #expect(graph.findings.isEmpty)
    }

    @Test("a case shared by two enums is served by the switch over its own enum")
    func routeTablePerEnum() {
        let graph = graph(twoEnums)
        #expect(
            graph.routes == [
                RouteBinding(route: "detail", module: "Detail", routeEnum: "AppRoute"),
                RouteBinding(route: "home", module: "Home", routeEnum: "AppRoute"),
                RouteBinding(route: "cart", module: "Cart", routeEnum: "ShopRoute"),
                RouteBinding(route: "detail", module: "Product", routeEnum: "ShopRoute"),
            ])
    }

    @Test("navigation through a Navigating<ShopRoute> leads to ShopRoute's handler, not AppRoute's")
    func navigatorTypeDecides() {
        let graph = graph(
            twoEnums,
            """
            final class CartRouter {
                private let navigator: any Navigating<ShopRoute>
                func showProduct() { navigator.push(.detail) }
            }
            final class HomeRouter {
                private let navigator: any Navigating<AppRoute>
                func showDetail() { navigator.perform(.push(.detail)) }
            }
            """)
        #expect(
            graph.edges.filter { $0.route != nil } == [
                ModuleEdge(from: "Cart", to: "Product", kind: .push, route: "detail", routeEnum: "ShopRoute"),
                ModuleEdge(from: "Home", to: "Detail", kind: .push, route: "detail", routeEnum: "AppRoute"),
            ])
    }

    @Test("the navigator's type is followed through the properties of another type")
    func navigatorThroughContext() {
        let graph = graph(
            twoEnums,
            """
            final class ShopContext { let navigator: RouteNavigator<ShopRoute, Slot> }
            final class CartRouter {
                let context: ShopContext
                func showProduct() { context.navigator.push(.detail) }
            }
            """)
        #expect(
            graph.edges.filter { $0.route != nil }
                == [ModuleEdge(from: "Cart", to: "Product", kind: .push, route: "detail", routeEnum: "ShopRoute")])
    }

    @Test("a method's parameter type tells the enum: navigate(to route: ShopRoute)")
    func parameterTypeDecides() {
        let graph = graph(
            twoEnums,
            """
            final class ShopFlow { func navigate(to route: ShopRoute) {} }
            final class CartRouter {
                let flow: ShopFlow
                func showProduct() { flow.navigate(to: .detail) }
            }
            """)
        #expect(
            graph.edges.filter { $0.route != nil }
                == [ModuleEdge(from: "Cart", to: "Product", kind: .shows, route: "detail", routeEnum: "ShopRoute")])
    }

    @Test("a qualified case names its enum")
    func qualifiedCase() {
        let graph = graph(twoEnums, "final class CartRouter { func showProduct() { navigator.push(ShopRoute.detail) } }")
        #expect(
            graph.edges.filter { $0.route != nil }
                == [ModuleEdge(from: "Cart", to: "Product", kind: .push, route: "detail", routeEnum: "ShopRoute")])
    }

    @Test("the other cases of the call tell the enum when the navigator's type cannot be read")
    func siblingsDecide() {
        let graph = graph(twoEnums, "final class HomeRouter { func reset() { navigator.setTabs([.cart, .detail]) } }")
        #expect(
            graph.edges.filter { $0.route != nil } == [
                ModuleEdge(from: "Home", to: "Cart", kind: .tabs, route: "cart", routeEnum: "ShopRoute"),
                ModuleEdge(from: "Home", to: "Product", kind: .tabs, route: "detail", routeEnum: "ShopRoute"),
            ])
    }

    @Test("a route wrapped in another enum's case is read through that case's payload type")
    func payloadType() {
        let graph = graph(
            twoEnums,
            """
            enum LinkStep { case navigate(NavigationCommand<ShopRoute>), search(String) }
            func links() throws { try table.register("shop://product") { _ in [.navigate(.push(.detail))] } }
            """)
        #expect(graph.deepLinks.first?.steps == [DeepLinkStep(kind: .push, route: "detail", module: "Product", routeEnum: "ShopRoute")])
    }

    @Test("a case nothing ties to one enum draws no edge and is a finding that says how to fix it")
    func ambiguousCase() throws {
        let graph = graph(twoEnums, "final class CartRouter { func showProduct() { navigator.push(.detail) } }")
        #expect(graph.edges.filter { $0.route != nil }.isEmpty)
        let finding = try #require(graph.findings.first { $0.kind == .ambiguousRoute })
        #expect(finding.location == "File2.swift:1")
        #expect(finding.message.contains("could be a case of AppRoute or ShopRoute"))
        #expect(finding.message.contains("'Navigating<AppRoute>'"))
    }

    @Test("unserved cases of one enum do not hide those of another with the same name")
    func findingsPerEnum() {
        let graph = graph(
            """
            enum AppRoute { case home, settings }
            enum ShopRoute { case home, settings }
            struct AppScreens { func make(_ route: AppRoute) { switch route { case .home: HomeBuilder.build() } } }
            final class CartRouter { let navigator: any Navigating<ShopRoute> }
            """)
        #expect(
            graph.findings.filter { $0.kind == .unservedRoute }.map(\.subject) == [
                "AppRoute.settings", "ShopRoute.home", "ShopRoute.settings",
            ])
    }

    @Test("a switch over another enum that shares a case name with a route enum is not a route table")
    func otherSwitchesAreNotRouteTables() {
        let graph = graph(
            """
            enum AppRoute { case home, about }
            struct Screens { func make(_ route: AppRoute) { switch route { case .home: HomeBuilder.build(); case .about: AboutBuilder.build() } } }
            enum ProfileSection { case about, skills }
            extension ProfileSection {
                var screen: UIViewController { switch self { case .about: return AboutController(); case .skills: return SkillsController() } }
            }
            func section(_ s: Section) -> UIViewController { switch s { case .about, .skills: return SkillsController() } }
            """)
        #expect(
            graph.routes == [
                RouteBinding(route: "about", module: "About", routeEnum: "AppRoute"),
                RouteBinding(route: "home", module: "Home", routeEnum: "AppRoute"),
            ])
    }

    @Test("an enum named like routes that nothing navigates with, switches over or types a navigator with gives no finding")
    func unusedRouteEnums() {
        let graph = graph(
            """
            enum Routes: String { case login = "/auth/login", feed = "/feed" }
            final class APIClient { func request(_ route: Routes) {} }
            """)
        #expect(graph.findings.isEmpty)
    }

    @Test("an enum used as a navigator's route type is a route enum whatever its name")
    func routeTypeByUse() {
        let graph = graph(
            """
            enum Destination { case profile, orders }
            final class AppNavigator { let stack: RouteNavigator<Destination, Slot> }
            struct Screens { func make(_ d: Destination) { switch d { case .profile: ProfileBuilder.build() } } }
            """)
        #expect(graph.findings.map(\.subject).contains("Destination.orders"))
    }

    @Test("an enum conforming to a Route protocol is a route enum, and trigger(.route) shows what its handler shows")
    func routeProtocolAndTrigger() {
        let graph = graph(
            """
            enum UserFlow: Route { case list, profile }
            final class UsersCoordinator: NavigationCoordinator<UserFlow> {
                override func prepareTransition(for route: UserFlow) -> NavigationTransition {
                    switch route {
                    case .list:
                        let controller = UserListViewController()
                        return .push(controller)
                    case .profile:
                        return .present(ProfileViewController())
                    }
                }
            }
            final class UserListViewController: UIViewController { var router: UnownedRouter<UserFlow>!; func open() { router.trigger(.profile) } }
            final class ProfileViewController: UIViewController {}
            """)
        #expect(
            graph.routes.map { "\($0.routeEnum ?? "").\($0.route)→\($0.module)" } == ["UserFlow.list→UserList", "UserFlow.profile→Profile"])
        #expect(graph.edges.contains(ModuleEdge(from: "UserList", to: "Profile", kind: .present, route: "profile", routeEnum: "UserFlow")))
    }

    @Test("a case of an enum that is not a route (a presentation style, an alert) is not a route")
    func otherEnumsAreNotRoutes() {
        let graph = graph(
            """
            enum AppRoute { case home }
            final class HomeRouter { func warn() { presentAlert(.networkError) } }
            """)
        #expect(graph.unservedNavigation.isEmpty)
        #expect(!graph.findings.contains { $0.subject.contains("networkError") })
    }

    @Test("with routes of several enums, the pictures name the enum of each route")
    func qualifiedLabels() {
        let text = GraphFormat.mermaid.render(
            graph(
                twoEnums,
                """
                final class CartRouter { let navigator: any Navigating<ShopRoute>; func open() { navigator.push(.detail) } }
                final class HomeRouter { let navigator: any Navigating<AppRoute>; func open() { navigator.push(.detail) } }
                """))
        #expect(text.contains(#"Cart -->|"push ShopRoute.detail"| Product"#))
        #expect(text.contains(#"Home -->|"push AppRoute.detail"| Detail"#))
    }
}
