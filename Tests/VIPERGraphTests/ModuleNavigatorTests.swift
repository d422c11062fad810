import Testing
import VIPERGraph
import VIPERSyntax

/// The shapes an app writes on VIPERKit's module navigator: a navigator made with its root
/// route and a factory, a route table that resolves each route's builder from a container, and
/// routers that navigate with commands.
@Suite("Module navigator apps")
struct ModuleNavigatorTests {
    /// A shop app: its route enum, the app coordinator owning the navigator and the route table, and
    /// the routers of its modules.
    private let shopApp = [
        """
        enum ShopRoute: Hashable, Sendable {
            case signIn
            case catalog
            case item(itemID: Int64)
            case cart
            case filterPicker(ModuleRequest<FilterInput, FilterChoice>)
        }
        """,
        """
        @MainActor
        final class AppCoordinator: AppCoordinating {
            let navigator: ModuleNavigator<ShopRoute, any ShopScreen>
            let container: Container
            private weak var catalog: (any CatalogModuleInput)?

            init() throws {
                weak var coordinator: AppCoordinator?
                navigator = ModuleNavigator(root: .signIn) { route in
                    guard let coordinator else { throw AppEnded() }
                    return try coordinator.makeModule(for: route)
                }
                container = Container()
                coordinator = self
                try navigator.start()
            }

            func userDidSignIn() { navigator.navigate(.setRoot(.catalog)) }

            private func makeModule(for route: ShopRoute) throws -> Module<any ShopScreen, Void> {
                switch route {
                case .signIn:
                    return try container.resolve(SignInBuilder.self).build()
                case .catalog:
                    let module = try container.resolve(CatalogBuilder.self).build()
                    catalog = module.input
                    return module.droppingInput()
                case .item(let itemID):
                    return try container.resolve(ItemBuilder.self).build(itemID)
                case .cart:
                    return try container.resolve(CartBuilder.self).build()
                case .filterPicker(let request):
                    return try container.resolve(FilterPickerBuilder.self).build(request)
                }
            }
        }
        """,
        """
        @MainActor
        final class SignInRouter: SignInRouting {
            private weak var coordinator: (any AppCoordinating)?
            func routeToCatalog() { coordinator?.userDidSignIn() }
        }
        """,
        """
        @MainActor
        final class CatalogRouter: CatalogRouting {
            private weak var navigator: (any Navigating<ShopRoute>)?
            func routeToItem(itemID: Int64) { navigator?.navigate(.push(.item(itemID: itemID))) }
            func routeToCart() { navigator?.navigate(.push(.cart)) }
            func routeToFilter(output: ModuleOutput<FilterChoice>) {
                let request = ModuleRequest(FilterInput(), output: output)
                navigator?.navigate(.present(.filterPicker(request), style: .sheet))
            }
        }
        """,
        """
        @MainActor
        final class CartRouter: CartRouting {
            private weak var navigator: (any Navigating<ShopRoute>)?
            func routeToItem(itemID: Int64) { navigator?.navigate(.push(.item(itemID: itemID))) }
            func close() { navigator?.navigate(.pop) }
        }
        """,
        """
        enum ShopLinkStep {
            case navigate(NavigationCommand<ShopRoute>)
            case search(String)
        }

        enum ShopLinks {
            static let backToCatalog: [ShopLinkStep] = [.navigate(.dismissAll), .navigate(.popToRoot)]

            static func makeTable() throws(DeepLinkPatternError) -> DeepLinkTable<ShopLinkStep> {
                var table = DeepLinkTable<ShopLinkStep>()
                try table.register("shop://item/<int:id>") { link in
                    backToCatalog + [.navigate(.push(.item(itemID: Int64(try link.int("id")))))]
                }
                try table.register("shop://search") { link in backToCatalog + [.search(try link.queryItem("q"))] }
                return table
            }
        }
        """,
    ]

    private func shopGraph() -> ModuleGraph {
        GraphReader.read(shopApp.enumerated().map { LoadedSource(path: "Shop\($0.offset + 1).swift", text: $0.element) }).graph
    }

    @Test("a route table that resolves each route's builder from a container maps every route to its module")
    func containerRouteTable() {
        #expect(
            shopGraph().routes == [
                RouteBinding(route: "cart", module: "Cart", routeEnum: "ShopRoute"),
                RouteBinding(route: "catalog", module: "Catalog", routeEnum: "ShopRoute"),
                RouteBinding(route: "filterPicker", module: "FilterPicker", routeEnum: "ShopRoute"),
                RouteBinding(route: "item", module: "Item", routeEnum: "ShopRoute"),
                RouteBinding(route: "signIn", module: "SignIn", routeEnum: "ShopRoute"),
            ])
    }

    @Test("the navigator's root route is the app's entry, and routers' navigate commands lead to the modules of their routes")
    func navigatorEdges() {
        let graph = shopGraph()
        #expect(
            graph.edges == [
                ModuleEdge(from: "App", to: "SignIn", kind: .setRoot, route: "signIn", routeEnum: "ShopRoute"),
                ModuleEdge(from: "Cart", to: "Item", kind: .push, route: "item", routeEnum: "ShopRoute"),
                ModuleEdge(from: "Catalog", to: "Cart", kind: .push, route: "cart", routeEnum: "ShopRoute"),
                ModuleEdge(from: "Catalog", to: "FilterPicker", kind: .present, route: "filterPicker", routeEnum: "ShopRoute"),
                ModuleEdge(from: "Catalog", to: "Item", kind: .push, route: "item", routeEnum: "ShopRoute"),
                ModuleEdge(from: "SignIn", to: "Catalog", kind: .setRoot, route: "catalog", routeEnum: "ShopRoute"),
            ])
        #expect(graph.findings.isEmpty)
    }

    @Test("deep-link steps wrapped in the app's own step enum lead through the route table")
    func wrappedDeepLinkSteps() throws {
        let links = shopGraph().deepLinks
        #expect(links.map(\.pattern) == ["shop://item/<int:id>", "shop://search"])
        let item = try #require(links.first)
        #expect(item.steps == [DeepLinkStep(kind: .push, route: "item", module: "Item", routeEnum: "ShopRoute")])
        #expect(item.destination == "Item")
    }

    @Test("a navigator made with its route type written reads the root through that type")
    func explicitRouteType() {
        #expect(
            graph(
                """
                enum ShopRoute { case signIn, catalog }
                enum SettingsRoute { case signIn, theme }
                struct ShopApp {
                    let navigator = ModuleNavigator<ShopRoute, any ShopScreen>(root: .signIn) { route in
                        switch route {
                        case .signIn: return try Container.shared.resolve(SignInBuilder.self).build()
                        case .catalog: return try Container.shared.resolve(CatalogBuilder.self).build()
                        }
                    }
                }
                """
            ).edges == [ModuleEdge(from: "App", to: "SignIn", kind: .setRoot, route: "signIn", routeEnum: "ShopRoute")])
    }
}
