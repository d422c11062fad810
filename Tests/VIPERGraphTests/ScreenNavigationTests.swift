import Testing
import VIPERGraph

/// The navigation real UIKit apps write: routers and wireframes pushing other modules' view
/// controllers, storyboards, window roots, coordinators and module factories.
@Suite("Navigation to screens")
struct ScreenNavigationTests {
    /// The screens the examples navigate to, declared as the app would.
    private let screens = """
        final class OrdersViewController: UIViewController {}
        final class ProfileViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        """

    private func edges(_ source: String) -> [ModuleEdge] {
        graph(screens, source).edges
    }

    @Test("a router that pushes another module's view controller through a local value")
    func pushThroughLocal() {
        #expect(
            edges(
                """
                final class HomeRouter {
                    weak var viewController: UIViewController?
                    func showOrders() {
                        let orders = OrdersViewController()
                        orders.title = "Orders"
                        viewController?.navigationController?.pushViewController(orders, animated: true)
                    }
                }
                """) == [ModuleEdge(from: "Home", to: "Orders", kind: .push, route: nil)])
    }

    @Test("a tab container filled by key from a dictionary of screens")
    func tabsByKey() {
        let graph = graph(
            screens,
            """
            final class MainPresenter {}
            final class MainTabBarController: UITabBarController {
                func setViewControllers(_ tabs: [Tab: UIViewController]) { viewControllers = Array(tabs.values) }
            }
            final class MainRouter {
                func start() -> UIViewController {
                    let tabs = MainTabBarController()
                    let orders = OrdersViewController()
                    tabs.setViewControllers([
                        .orders: UINavigationController(rootViewController: orders),
                        .profile: UINavigationController(rootViewController: ProfileViewController()),
                    ])
                    return tabs
                }
            }
            """)
        #expect(pairs(graph).isSuperset(of: ["Main -> Orders", "Main -> Profile"]))
    }

    @Test("a view controller presented inside a navigation controller")
    func presentWrapped() {
        #expect(
            edges(
                """
                final class HomeRouter {
                    func showProfile(from view: UIViewController) {
                        let profile = ProfileViewController()
                        let navigation = UINavigationController(rootViewController: profile)
                        view.present(navigation, animated: true)
                    }
                }
                """) == [ModuleEdge(from: "Home", to: "Profile", kind: .present, route: nil)])
    }

    @Test("a view controller made from a storyboard, by cast or by identifier")
    func storyboards() {
        #expect(
            edges(
                """
                final class HomeWireframe {
                    func showSettings(_ navigationController: UINavigationController) {
                        let storyboard = UIStoryboard(name: "Main", bundle: nil)
                        guard let settings = storyboard.instantiateViewController(withIdentifier: "Settings") as? SettingsViewController else { return }
                        navigationController.pushViewController(settings, animated: true)
                    }
                    func showOrders(_ navigationController: UINavigationController) {
                        let orders = UIStoryboard(name: "Orders", bundle: nil).instantiateViewController(withIdentifier: "OrdersViewController")
                        navigationController.show(orders, sender: nil)
                    }
                }
                """) == [
                    ModuleEdge(from: "Home", to: "Orders", kind: .push, route: nil),
                    ModuleEdge(from: "Home", to: "Settings", kind: .push, route: nil),
                ])
    }

    @Test("a wireframe made for another module and pushed with a project helper")
    func wireframes() {
        #expect(
            graph(
                """
                final class OrdersWireframe { init(orderID: Int) {} }
                final class HomeWireframe {
                    func openOrder(_ id: Int) {
                        let wireframe = OrdersWireframe(orderID: id)
                        navigationController?.pushWireframe(wireframe)
                    }
                    func restart() { navigationController?.setRootWireframe(LoginWireframe()) }
                }
                """
            ).edges == [
                ModuleEdge(from: "Home", to: "Login", kind: .setRoot, route: nil),
                ModuleEdge(from: "Home", to: "Orders", kind: .push, route: nil),
            ])
    }

    @Test("a module factory method named after its module, called by a router")
    func moduleFactory() {
        #expect(
            graph(
                screens,
                """
                final class ModuleFactory {
                    func makeOrdersModule() -> UIViewController {
                        let view = OrdersViewController()
                        let presenter = OrdersPresenter(view: view)
                        view.presenter = presenter
                        return view
                    }
                }
                final class HomeRouter {
                    let factory: ModuleFactory
                    func showOrders() { viewController?.navigationController?.pushViewController(factory.makeOrdersModule(), animated: true) }
                }
                """
            ).edges == [ModuleEdge(from: "Home", to: "Orders", kind: .push, route: nil)])
    }

    @Test("a router's static assembly method with its own name, pushed from another module")
    func assemblyMethods() {
        #expect(
            edges(
                """
                final class OrdersRouter { static func assembleModule() -> UIViewController { OrdersViewController() } }
                final class HomeViewController: UIViewController {
                    @IBAction func ordersTapped() {
                        let view = OrdersRouter.assembleModule()
                        navigationController?.pushViewController(view, animated: true)
                    }
                }
                """) == [ModuleEdge(from: "Home", to: "Orders", kind: .push, route: nil)])
    }

    @Test("the window's root view controller is the app's entry, and a tab bar's view controllers are tabs")
    func windowAndTabs() {
        #expect(
            edges(
                """
                final class SceneDelegate {
                    func scene() {
                        let tabs = UITabBarController()
                        tabs.viewControllers = [OrdersViewController(), ProfileViewController()]
                        window?.rootViewController = tabs
                    }
                }
                """) == [
                    ModuleEdge(from: "App", to: "Orders", kind: .tabs, route: nil),
                    ModuleEdge(from: "App", to: "Profile", kind: .tabs, route: nil),
                ])
    }

    @Test("a coordinator method that pushes a screen leads there from the modules that call it")
    func coordinatorMethods() {
        #expect(
            graph(
                screens,
                """
                protocol AppFlow: AnyObject { func showOrders() }
                final class AppCoordinator: AppFlow {
                    let navigationController: UINavigationController
                    func showOrders() { navigationController.pushViewController(OrdersViewController(), animated: true) }
                }
                final class HomePresenter {
                    weak var flow: AppFlow?
                    func didTapOrders() { flow?.showOrders() }
                }
                """
            ).edges == [ModuleEdge(from: "Home", to: "Orders", kind: .push, route: nil)])
    }

    @Test("view controllers named …Controller or …VC are screens when they inherit a view controller")
    func controllerNames() {
        let graph = graph(
            """
            class BaseViewController: UIViewController {}
            final class EventInviteController: BaseViewController {}
            final class ProfileVC: UIViewController {}
            final class MainTabBarController: UITabBarController {
                func setUp() {
                    let invites = EventInviteController()
                    let invitesNavigation = UINavigationController(rootViewController: invites)
                    invitesNavigation.setNavigationBarHidden(true, animated: false)
                    viewControllers = [invitesNavigation, ProfileVC()]
                    present(UIAlertController(title: nil, message: nil, preferredStyle: .alert), animated: true)
                }
            }
            """)
        #expect(
            graph.edges == [
                ModuleEdge(from: "MainTabBar", to: "EventInvite", kind: .tabs, route: nil),
                ModuleEdge(from: "MainTabBar", to: "Profile", kind: .tabs, route: nil),
            ])
    }

    @Test("a flow's switch over an enum nothing navigates with is branching: each branch's screen is shown, not a route")
    func flowBranchingOnItsEntry() {
        let graph = graph(
            """
            final class StartPresenter {}
            final class StartInteractor {}
            final class StartViewController: UIViewController {}
            final class SignUpPresenter {}
            final class SignUpInteractor {}
            final class SignUpViewController: UIViewController {}
            final class AuthCoordinator {
                enum Entry { case start, registration }
                let entry: Entry
                let navigationController: UINavigationController
                func start() {
                    switch entry {
                    case .start: navigationController.setViewControllers([StartViewController()], animated: true)
                    case .registration: navigationController.setViewControllers([SignUpViewController()], animated: true)
                    }
                }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let auth = AuthCoordinator(entry: .start, navigationController: UINavigationController())
                    auth.start()
                }
            }
            """
        )
        #expect(
            graph.edges == [
                ModuleEdge(from: "App", to: "SignUp", kind: .setRoot, route: nil),
                ModuleEdge(from: "App", to: "Start", kind: .setRoot, route: nil),
            ])
    }

    @Test("a flow's screen built under a switch case is reached only by calls that name that case, or none of the switch's cases")
    func flowStepsReachTheirCase() {
        let graph = graph(
            module("Editor") + module("Details") + module("Home") + module("Photo") + module("Video")
                + [
                    (
                        "App/Flows/CreatorFlow.swift",
                        """
                        enum Step: CaseIterable { case editor, details }
                        enum MediaKind { case photo, video }
                        enum Origin { case home, search }
                        final class CreatorFlow: UINavigationController {
                            func nextStep(after step: Step?) -> Step? { nil }
                            func pushNextStep(for step: Step?) {
                                guard let next = nextStep(after: step) else { return }
                                let controller: UIViewController
                                switch next {
                                case .editor: controller = EditorBuilder.build(delegate: self)
                                case .details: controller = DetailsBuilder.build(delegate: self)
                                }
                                pushViewController(controller, animated: true)
                            }
                            func open(_ media: MediaKind, from origin: Origin) {
                                switch media {
                                case .photo: pushViewController(PhotoBuilder.build(), animated: true)
                                case .video: pushViewController(VideoBuilder.build(), animated: true)
                                }
                            }
                            func editorDidFinish() { pushNextStep(for: .editor) }
                            func detailsDidFinish() { pushNextStep(for: .details) }
                        }
                        """
                    ),
                    (
                        "App/Scenes/Editor/EditorPresenter+Flow.swift",
                        "extension EditorPresenter { func done(flow: CreatorFlow) { flow.editorDidFinish() } }"
                    ),
                    (
                        "App/Scenes/Details/DetailsPresenter+Flow.swift",
                        "extension DetailsPresenter { func done(flow: CreatorFlow) { flow.detailsDidFinish() } }"
                    ),
                    (
                        "App/Scenes/Home/HomePresenter+Flow.swift",
                        "extension HomePresenter { func pick(flow: CreatorFlow, kind: MediaKind) { flow.open(kind, from: .home) } }"
                    ),
                ])
        let edges = pairs(graph)
        #expect(!edges.contains("Editor -> Details"))
        #expect(!edges.contains("Details -> Editor"))
        #expect(edges.isSuperset(of: ["Home -> Photo", "Home -> Video"]))
    }

    @Test("a route dispatched through a chain of coordinators reaches only the branches it names")
    func routeDispatchedThroughCoordinators() {
        let graph = graph(
            """
            enum SearchScreen { case results, detail }
            enum AppFlow { case search(SearchScreen), profile }
            final class SearchMainPresenter {
                weak var coordinator: SearchFlowCoordinator?
                func open() { coordinator?.moveTo(flow: .search(.detail)) }
            }
            final class SearchMainInteractor {}
            final class SearchMainViewController: UIViewController {}
            final class ProfileMainPresenter {
                weak var coordinator: ProfileFlowCoordinator?
                func open() { coordinator?.moveTo(flow: .search(.results)) }
            }
            final class ProfileMainInteractor {}
            final class ProfileMainViewController: UIViewController {}
            final class SearchResultsPresenter {}
            final class SearchResultsInteractor {}
            final class SearchResultsViewController: UIViewController {}
            final class SearchDetailPresenter {}
            final class SearchDetailInteractor {}
            final class SearchDetailViewController: UIViewController {}
            final class SearchFlowCoordinator {
                weak var parent: MainFlowCoordinator?
                let navigationController: UINavigationController
                func moveTo(flow: AppFlow) {
                    switch flow {
                    case .search(let screen): show(screen)
                    default: parent?.moveTo(flow: flow)
                    }
                }
                private func show(_ screen: SearchScreen) {
                    switch screen {
                    case .results: showResults()
                    case .detail: showDetail()
                    }
                }
                private func showResults() { navigationController.pushViewController(SearchResultsViewController(), animated: true) }
                private func showDetail() { navigationController.pushViewController(SearchDetailViewController(), animated: true) }
            }
            final class ProfileFlowCoordinator {
                weak var parent: MainFlowCoordinator?
                func moveTo(flow: AppFlow) {
                    switch flow {
                    case .profile: break
                    default: parent?.moveTo(flow: flow)
                    }
                }
            }
            final class MainFlowCoordinator {
                let search: SearchFlowCoordinator
                func moveTo(flow: AppFlow) {
                    switch flow {
                    case .search: search.moveTo(flow: flow)
                    case .profile: break
                    }
                }
            }
            """
        )
        #expect(
            graph.edges == [
                ModuleEdge(from: "ProfileMain", to: "SearchResults", kind: .push, route: nil),
                ModuleEdge(from: "SearchMain", to: "SearchDetail", kind: .push, route: nil),
            ])
    }

    @Test("a local whose value names itself or a local declared after it is read without looping")
    func selfReferencingLocals() {
        let graph = graph(
            """
            final class HomePresenter {}
            final class HomeInteractor {}
            final class HomeViewController: UIViewController {}
            final class HomeRouter {
                func go() {
                    let item = item.child
                    item.open()
                    let first = second
                    let second = first
                    second.show()
                }
            }
            """
        )
        #expect(graph.modules == ["Home"])
        #expect(graph.edges.isEmpty)
    }

    @Test("a value unwrapped from a property of the same name calls that property's type: guard let coordinator = coordinator")
    func unwrappedPropertyReceiver() {
        let graph = graph(
            """
            final class HomePresenter {}
            final class HomeInteractor {}
            final class HomeViewController: UIViewController {}
            protocol HomeFlowOutput: AnyObject { func showOrders() }
            final class HomeRouter {
                weak var coordinator: HomeFlowOutput?
                func openOrders() {
                    guard let coordinator = coordinator else { return }
                    coordinator.showOrders()
                }
            }
            final class OrdersListPresenter {}
            final class OrdersListInteractor {}
            final class OrdersListViewController: UIViewController {}
            final class ShopCoordinator: HomeFlowOutput {
                let navigationController: UINavigationController
                func showOrders() { navigationController.pushViewController(OrdersListViewController(), animated: true) }
            }
            final class CartPresenter {}
            final class CartInteractor {}
            final class CartViewController: UIViewController {}
            final class CheckoutCoordinator {
                let navigationController: UINavigationController
                func showOrders() { navigationController.pushViewController(CartViewController(), animated: true) }
            }
            """
        )
        #expect(graph.edges == [ModuleEdge(from: "Home", to: "OrdersList", kind: .push, route: nil)])
    }

    @Test("a flow coordinator that starts a child flow is no module: the module that calls it reaches the child's screens")
    func childCoordinators() {
        let graph = graph(
            """
            final class HomePresenter {}
            final class HomeInteractor {}
            final class HomeViewController: UIViewController {}
            final class HomeRouter {
                let coordinator: MainCoordinator
                func openOrders() { coordinator.showOrders() }
            }
            final class OrdersListPresenter {}
            final class OrdersListInteractor {}
            final class OrdersListViewController: UIViewController {}
            final class OrdersCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() { navigationController.pushViewController(OrdersListViewController(), animated: true) }
            }
            final class MainCoordinator {
                let navigationController: UINavigationController
                func showOrders() {
                    let child = OrdersCoordinator(navigationController: navigationController)
                    children.append(child)
                    child.start()
                }
            }
            """
        )
        #expect(graph.edges == [ModuleEdge(from: "Home", to: "OrdersList", kind: .push, route: nil)])
        #expect(graph.modules == ["Home", "OrdersList"])
    }

    @Test("SwiftUI links and sheets lead to the views they show")
    func swiftUI() {
        #expect(
            graph(
                """
                struct OrdersView: View { var body: some View { Text("") } }
                struct ProfileView: View { var body: some View { Text("") } }
                struct HomeView: View {
                    @State var showsProfile = false
                    var body: some View {
                        NavigationLink(destination: OrdersView()) { Text("Orders") }
                            .sheet(isPresented: $showsProfile) { ProfileView() }
                    }
                }
                """
            ).edges == [
                ModuleEdge(from: "Home", to: "Orders", kind: .push, route: nil),
                ModuleEdge(from: "Home", to: "Profile", kind: .present, route: nil),
            ])
    }

    @Test("a module building its own screen is assembly, not navigation")
    func noSelfEdges() {
        #expect(
            edges(
                """
                final class OrdersRouter {
                    static func build() -> UIViewController {
                        let view = OrdersViewController()
                        let router = OrdersRouter()
                        return view
                    }
                }
                """
            ).isEmpty)
    }

    @Test("UIKit's own and a pod's view controllers are not modules")
    func systemScreensAreNotModules() {
        let graph = graph(
            """
            final class HomeRouter {
                func share() { viewController?.present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true) }
                func browse(_ url: URL) { viewController?.present(SFSafariViewController(url: url), animated: true) }
                func gallery() { viewController?.present(PhotoBrowserViewController(), animated: true) }
            }
            final class HomePresenter {}
            """)
        #expect(graph.edges.isEmpty)
        #expect(graph.modules == ["Home"])
    }

    @Test("SwiftUI: the app's root view that chooses the first screen is the app, and a TabView's views are its tabs")
    func swiftUIRootAndTabs() {
        let module = { (name: String) in
            """
            final class \(name)Presenter: ObservableObject { init(interactor: \(name)Interactor) {} }
            final class \(name)Interactor {}
            struct \(name)View: View { @ObservedObject var presenter: \(name)Presenter; var body: some View { Text("") } }
            """
        }
        let graph = graph(
            ["Login", "Map", "Profile"].map { ("App/Modules/\($0)/\($0)View.swift", module($0)) } + [
                (
                    "App/Modules/Home/HomeTabView.swift",
                    """
                    struct HomeTabView: View {
                        var body: some View {
                            TabView {
                                MapView(presenter: MapPresenter(interactor: MapInteractor())).tabItem { Text("Map") }
                                ProfileView(presenter: ProfilePresenter(interactor: ProfileInteractor())).tabItem { Text("Profile") }
                            }
                        }
                    }
                    """
                ),
                (
                    "App/ContentView.swift",
                    """
                    struct ContentView: View {
                        @EnvironmentObject var session: Session
                        var body: some View {
                            Group {
                                if session.user != nil { HomeTabView() } else { LoginView(presenter: LoginPresenter(interactor: LoginInteractor())) }
                            }.animation(.easeInOut)
                        }
                    }
                    struct MapRowView: View {
                        let row: MapRow
                        var body: some View { if let note = row.note { Text(note) } }
                    }
                    """
                ),
                (
                    "App/SceneDelegate.swift",
                    """
                    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        func scene() { window.rootViewController = UIHostingController(rootView: ContentView()) }
                    }
                    """
                ),
            ])
        #expect(pairs(graph) == ["App -> HomeTab", "App -> Login", "HomeTab -> Map", "HomeTab -> Profile"])
        #expect(graph.edges.filter { $0.from == "HomeTab" }.allSatisfy { $0.kind == .tabs })
        #expect(!graph.modules.contains("Content"))
    }

    @Test("SwiftUI: the app's scene made by its own method is its first screen, and a view generic over its content is no screen")
    func swiftUISceneMethodAndLazyWrapper() {
        let graph = graph(
            """
            @main struct ShopApp: App {
                var body: some Scene { WindowGroup { createView().preferredColorScheme(.dark) } }
                func createView() -> some View { MainView(presenter: MainPresenter()) }
            }
            final class MainPresenter: ObservableObject { func detail() -> some View { DetailView(presenter: DetailPresenter()) } }
            struct MainView: View {
                @ObservedObject var presenter: MainPresenter
                var body: some View { NavigationLink { NavigationLazyView(presenter.detail()) } label: { Text("Open") } }
            }
            final class DetailPresenter: ObservableObject {}
            struct DetailView: View { @ObservedObject var presenter: DetailPresenter; var body: some View { Text("") } }
            struct NavigationLazyView<Content: View>: View {
                let build: () -> Content
                init(_ build: @autoclosure @escaping () -> Content) { self.build = build }
                var body: Content { build() }
            }
            """)
        #expect(pairs(graph).contains("App -> Main"))
        #expect(pairs(graph).contains("Main -> Detail"))
        #expect(!graph.modules.contains("NavigationLazy"))
    }

    @Test("a view that is a part of a screen is not navigation, and an API route enum is not a module")
    func subviewsAndAPIRouters() {
        let graph = graph(
            """
            final class CardView: UIView {}
            enum APIRouter: URLRequestConvertible { case login(String), orders }
            final class HomeViewController: UIViewController {
                let card = CardView()
                override func viewDidLoad() { view.addSubview(CardView()); request(APIRouter.orders) }
            }
            """)
        #expect(graph.edges.isEmpty)
        #expect(graph.findings.isEmpty)
    }
}

@Suite("Navigation helpers")
struct NavigationHelperTests {
    @Test("a screen resolved from a container by its type is the screen shown")
    func containerResolution() {
        #expect(
            graph(
                """
                final class OrdersViewController: UIViewController {}
                final class HomeRouter {
                    let resolver: Resolver
                    func showOrders() { viewController?.navigationController?.pushViewController(resolver.resolve(OrdersViewController.self)!, animated: true) }
                }
                """
            ).edges == [ModuleEdge(from: "Home", to: "Orders", kind: .push, route: nil)])
    }

    @Test("a helper router given the screen to show navigates to it, and is not a module")
    func helperRouters() {
        let graph = graph(
            """
            final class PushRouter { init(source: UIViewController, destination: UIViewController) {} ; func route() {} }
            final class OrdersViewController: UIViewController {}
            final class HomeViewController: UIViewController {
                func openOrders() {
                    let orders = OrdersViewController()
                    let router = PushRouter(source: self, destination: orders)
                    router.route()
                }
            }
            """)
        #expect(graph.edges == [ModuleEdge(from: "Home", to: "Orders", kind: .push, route: nil)])
        #expect(!graph.modules.contains("Push"))
    }

    @Test(
        "a router's factory method given only stored values is read by its name: NavigationLink(destination: router.makeRatingsView(id: couch.id))"
    )
    func factoryGivenStoredValues() {
        let graph = graph(
            module("CouchDetails") + module("Ratings")
                + [
                    (
                        "App/Modules/CouchDetailsRouter.swift",
                        "final class CouchDetailsRouter { func makeRatingsView(id: String) -> some View { RatingsView() } }"
                    ),
                    (
                        "App/Scenes/CouchDetails/CouchDetailsPresenter+Links.swift",
                        """
                        extension CouchDetailsPresenter {
                            func ratingsLink(couch: Couch) -> some View {
                                NavigationLink(destination: router.makeRatingsView(id: self.couch.id)) { Text("Ratings") }
                            }
                        }
                        """
                    ),
                ])
        #expect(pairs(graph).contains("CouchDetails -> Ratings"))
    }

    @Test("a local declared without a value shows what each branch assigns it, and those builds are not drawn twice")
    func deferredLocal() {
        let graph = graph(
            module("Home") + module("Login") + module("Detail")
                + [
                    (
                        "App/AppRouter.swift",
                        """
                        final class AppRouter {
                            func start(signedIn: Bool) {
                                let root: UIViewController
                                switch signedIn {
                                case true: root = HomeBuilder.make()
                                case false: root = LoginBuilder.make()
                                }
                                window.rootViewController = root
                            }
                        }
                        """
                    ),
                    (
                        "App/Scenes/Home/HomeRouter.swift",
                        """
                        final class HomeRouter {
                            func open() {
                                var next: UIViewController!
                                if Bool.random() { next = DetailBuilder.make() }
                                DispatchQueue.main.async { self.navigationController.pushViewController(next, animated: true) }
                            }
                        }
                        """
                    ),
                ])
        #expect(
            graph.edges == [
                ModuleEdge(from: "App", to: "Home", kind: .setRoot, route: nil),
                ModuleEdge(from: "App", to: "Login", kind: .setRoot, route: nil),
                ModuleEdge(from: "Home", to: "Detail", kind: .push, route: nil),
            ])
    }

    @Test("a method that returns one of several screens on its own condition shows each; overloads that each return one do not")
    func choosingMethod() {
        let graph = graph(
            module("Passcode") + module("Login") + module("Seasons") + module("Episodes")
                + [
                    (
                        "App/SceneDelegate.swift",
                        """
                        final class SceneDelegate {
                            func configure() { window?.rootViewController = firstScreen() }
                            private func firstScreen() -> UIViewController {
                                if isRegistered { return AppNavigationController(rootViewController: PasscodeViewController()) }
                                else { return LoginViewController() }
                            }
                        }
                        """
                    ),
                    (
                        "App/Infra/Assembler.swift",
                        """
                        class Assembler {
                            func resolve(_ seasons: [Season]) -> SeasonsViewController { SeasonsViewController(seasons: seasons) }
                            func resolve(_ episodes: [Episode]) -> EpisodesViewController { EpisodesViewController(episodes: episodes) }
                        }
                        final class Router: Assembler {
                            func showSeasons(_ list: [Season]) { navigation?.pushViewController(resolve(list), animated: true) }
                        }
                        """
                    ),
                    (
                        "App/Scenes/Login/LoginRouter.swift",
                        "final class LoginRouter { let router = Router(); func next() { router.showSeasons([]) } }"
                    ),
                ])
        let edges = pairs(graph)
        #expect(edges.contains("App -> Passcode"))
        #expect(edges.contains("App -> Login"))
        #expect(!edges.contains { $0.hasSuffix("-> Episodes") })
    }

    @Test("base classes are not modules, and names that only start like App are")
    func baseAndAppNames() {
        let graph = graph(
            """
            class BaseViewController: UIViewController {}
            class BasePresenter {}
            final class AppleSignInRouter {}
            final class RootWireframe { func install() { window.rootViewController = AppleSignInRouter.build() } }
            """)
        #expect(graph.modules == ["AppleSignIn"])
        #expect(graph.edges == [ModuleEdge(from: "App", to: "AppleSignIn", kind: .setRoot, route: nil)])
    }
}
