import Testing
import VIPERGraph

/// How apps fill the containers that hold their screens, and which code between a module and a
/// screen is plumbing: tabs appended one by one, a tab bar's builder beside it, a search
/// controller's results, modal helpers, and the data layer calling back into the app.
@Suite("Screen containers")
struct ContainerIdiomTests {
    @Test("a tab bar fills a collection with append before it sets its tabs")
    func appendedTabs() {
        let files =
            module("Home") + module("Cart")
            + [
                (
                    "App/Tabs/TabBarViewController.swift",
                    """
                    final class TabBarViewController: UITabBarController {
                        private func addTabs() {
                            var tabs: [UIViewController] = []
                            let home = HomeViewController()
                            _ = HomeModuleInitializer(viewController: home)
                            tabs.append(UINavigationController(rootViewController: home))
                            tabs.insert(CartViewController(), at: 1)
                            viewControllers = tabs
                        }
                    }
                    """
                ),
                (
                    "App/AppDelegate.swift",
                    "final class AppDelegate: UIApplicationDelegate { func start() { window?.rootViewController = TabBarViewController() } }"
                ),
            ]
        #expect(pairs(graph(files)) == ["App -> TabBar", "TabBar -> Home", "TabBar -> Cart"])
    }

    @Test("a screen handed to a container made beside it is shown when the container is; a value handed to it is no screen")
    func screenAddedToPresentedContainer() {
        let files =
            module("Activity") + module("Details")
            + [
                (
                    "App/Scenes/Activity/ActivityWireframe.swift",
                    """
                    final class ActivityWireframe {
                        func showDetails(on controller: UIViewController?, model: Transaction) {
                            let details = DetailsViewController(model: model)
                            let containerView = BlurViewController()
                            containerView.modalPresentationStyle = .overFullScreen
                            containerView.add(details)
                            containerView.configure(with: model)
                            controller?.present(containerView, animated: true)
                        }
                    }
                    """
                )
            ]
        #expect(pairs(graph(files)) == ["Activity -> Details"])
    }

    @Test(
        "screens made and handed to another screen as it is made are held by it; a screen passed on or a Presenter made with its View is not"
    )
    func screensHandedToContainer() {
        let files =
            module("Users") + module("History") + module("Container") + module("Detail")
            + [
                (
                    "App/Scenes/Users/UsersWireframe.swift",
                    "enum UsersWireframe { static func build() -> UIViewController { UsersViewController() } }"
                ),
                (
                    "App/Scenes/History/HistoryWireframe.swift",
                    "enum HistoryWireframe { static func build() -> UIViewController { HistoryViewController() } }"
                ),
                (
                    "App/Scenes/Detail/DetailWireframe.swift",
                    """
                    enum DetailWireframe {
                        static func build(from source: UIViewController) -> UIViewController {
                            let view = DetailViewController()
                            _ = DetailPresenter(view: view)
                            return view
                        }
                    }
                    """
                ),
                (
                    "App/Scenes/Users/UsersRouter.swift",
                    """
                    final class UsersRouter {
                        weak var viewController: UsersViewController?
                        func showDetail() {
                            viewController?.present(DetailWireframe.build(from: viewController), animated: true)
                        }
                    }
                    """
                ),
                (
                    "App/AppDelegate.swift",
                    """
                    final class AppDelegate: UIApplicationDelegate {
                        func start() {
                            let users = UsersWireframe.build()
                            let history = UINavigationController(rootViewController: HistoryWireframe.build())
                            window?.rootViewController = ContainerViewController(list: users, history: history)
                        }
                    }
                    """
                ),
            ]
        #expect(
            pairs(graph(files)) == [
                "App -> Container", "App -> Users", "App -> History", "Container -> Users", "Container -> History", "Users -> Detail",
            ])
    }

    @Test("a tab bar controller named with no controller suffix is a screen that holds its tabs")
    func containerWithoutSuffix() {
        let files =
            module("Home") + module("Cart")
            + [
                (
                    "App/Common/CustomTabBar.swift",
                    """
                    final class CustomTabBar: UITabBarController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            viewControllers = [HomeViewController(), CartViewController()]
                        }
                    }
                    """
                ),
                (
                    "App/AppDelegate.swift",
                    "final class AppDelegate: UIApplicationDelegate { func start() { window?.rootViewController = CustomTabBar() } }"
                ),
            ]
        #expect(pairs(graph(files)) == ["App -> CustomTabBar", "CustomTabBar -> Home", "CustomTabBar -> Cart"])
    }

    @Test(
        "a builder in the folder of a container screen is that screen's, and a search controller's results are the searching screen's part")
    func builderBesideContainerAndSearchResults() {
        let files =
            module("Home") + module("Search")
            + [
                (
                    "App/Scenes/Tab/TabViewController.swift",
                    """
                    final class TabViewController: UITabBarController {
                        let builder = TabBarBuilder()
                        override func viewDidLoad() { setViewControllers(builder.start(), animated: false) }
                    }
                    """
                ),
                (
                    "App/Scenes/Tab/TabBarBuilder.swift",
                    """
                    struct TabBarBuilder {
                        func start() -> [UIViewController] {
                            let home = HomeRouter.start()
                            return [UINavigationController(rootViewController: home), SearchRouter.start()]
                        }
                    }
                    """
                ),
                ("App/Scenes/Search/SearchResultViewController.swift", "final class SearchResultViewController: UIViewController {}"),
                (
                    "App/Scenes/Search/SearchViewControllerSetup.swift",
                    """
                    extension SearchViewController {
                        func setUp() {
                            let search = UISearchController(searchResultsController: SearchResultViewController())
                            navigationItem.searchController = search
                        }
                    }
                    """
                ),
            ]
        let graph = graph(files)
        #expect(!graph.modules.contains("TabBar") && !graph.modules.contains("SearchResult"))
        #expect(pairs(graph) == ["Tab -> Home", "Tab -> Search"])
    }

    @Test("a router's modal helper presents, and a network helper that resets the app on an expired session navigates for no module")
    func modalHelpersAndNetworkCallbacks() {
        let files =
            module("Home") + module("Verify") + module("Login")
            + [
                (
                    "App/Scenes/Home/HomeRouter.swift",
                    """
                    final class HomeRouter {
                        func verify() { modalPresentViewController(UINavigationController(rootViewController: VerifyViewController())) }
                        func load() { APIHelper.request { _ in } }
                    }
                    """
                ),
                (
                    "App/Helpers/APIHelper.swift",
                    "enum APIHelper { static func request(_ done: (Int) -> Void) { if expired { Wireframe.restart() } } }"
                ),
                ("App/Wireframe.swift", "enum Wireframe { static func restart() { window.rootViewController = LoginViewController() } }"),
            ]
        let graph = graph(files)
        #expect(pairs(graph) == ["Home -> Verify"])
        #expect(graph.edges.contains(ModuleEdge(from: "Home", to: "Verify", kind: .present, route: nil)))
    }

    @Test("a flow coordinator's method handed to a module it builds is called back from that module")
    func coordinatorCallbacks() {
        let screen = { (name: String) in
            module(name) + [
                (
                    "App/Scenes/\(name)/\(name)Module.swift",
                    "final class \(name)Module { func build(onNext: @escaping () -> Void = {}) -> UIViewController { \(name)ViewController() } }"
                )
            ]
        }
        let files =
            screen("List") + screen("Details") + screen("Tasks")
            + [
                (
                    "App/Flows/CategoriesCoordinator.swift",
                    """
                    final class CategoriesCoordinator: BaseCoordinator {
                        override func start() {
                            let module = ListModule().build(onNext: showDetails)
                            router.setRootModule(module)
                        }
                        private func showDetails() {
                            router.push(DetailsModule().build(onNext: { [weak self] in self?.showTasks() }))
                        }
                        private func showTasks() { router.present(TasksModule().build()) }
                    }
                    """
                )
            ]
        let edges = pairs(graph(files))
        #expect(edges.contains("List -> Details"))
        #expect(edges.contains("Details -> Tasks"))
        #expect(!edges.contains("Categories -> Details"))
        #expect(!edges.contains("Categories -> Tasks"))
    }

    @Test("a helper that returns a tab bar made with its tabs returns the tab bar: its callers show it, and the tabs are its")
    func helperReturningContainer() {
        let files =
            module("Home") + module("Search") + module("Login")
            + [
                (
                    "App/Scenes/Main/MainTabBarController.swift",
                    """
                    final class MainTabBarController: UITabBarController {
                        init(home: UIViewController, search: UIViewController) {
                            super.init(nibName: nil, bundle: nil)
                            viewControllers = [home, search]
                        }
                    }
                    """
                ),
                (
                    "App/Helpers/TabBar.swift",
                    """
                    struct TabBar {
                        static func create() -> UITabBarController {
                            let home = HomeBuilder.make()
                            let search = SearchBuilder.make()
                            let tabBar = MainTabBarController(home: home, search: search)
                            return tabBar
                        }
                    }
                    """
                ),
                (
                    "App/Scenes/Login/LoginRouter.swift",
                    "final class LoginRouter { func signedIn() { view.show(TabBar.create(), sender: nil) } }"
                ),
            ]
        let edges = pairs(graph(files))
        #expect(edges.contains("Login -> MainTabBar"))
        #expect(edges.contains("MainTabBar -> Home"))
        #expect(edges.contains("MainTabBar -> Search"))
        #expect(!edges.contains("Login -> Home"))
        #expect(!edges.contains("Login -> Search"))
    }

    @Test("a screen that contains a module through its own helper methods builds it, also from an extension")
    func childThroughOwnHelpers() {
        let files =
            module("Events") + module("Sensors")
            + [
                ("App/Scenes/Facility/FacilityPresenter.swift", "final class FacilityPresenter {}"),
                (
                    "App/Scenes/Facility/FacilityViewController.swift",
                    """
                    extension FacilityViewController: FacilityView {
                        func showEvents() { replaceChild(viewController: EventsViewController()) }
                        func showSensors() {
                            let sensors = sensorsViewController ?? SensorsViewController()
                            self.replaceChild(viewController: sensors)
                        }
                    }
                    final class FacilityViewController: UIViewController {
                        private func replaceChild(viewController: UIViewController) { include(viewController: viewController) }
                        private func include(viewController: UIViewController) {
                            addChild(viewController)
                            view.addSubview(viewController.view)
                        }
                        private func log(viewController: UIViewController) { print(viewController) }
                    }
                    """
                ),
            ]
        let graph = graph(files)
        #expect(pairs(graph).isSuperset(of: ["Facility -> Events", "Facility -> Sensors"]))
        #expect(!graph.findings.contains { ["Events", "Sensors"].contains($0.subject) })
    }

    @Test("what a flow writes in a closure it hands to a module's build call is shown when that module calls it back")
    func inlineClosureHandedToBuildCall() {
        let files =
            module("Splash") + module("SignUp")
            + [
                (
                    "App/Flows/AuthCoordinator.swift",
                    """
                    final class AuthCoordinator {
                        let router: MainRouter
                        func start() {
                            let splash = SplashAssembler.createModule { [weak self] in
                                let signUp = SignUpAssembler.createModule()
                                self?.router.setRootModule(UINavigationController(rootViewController: signUp))
                            }
                            router.setRootModule(splash)
                        }
                    }
                    """
                ),
                ("App/SceneDelegate.swift", "final class SceneDelegate { func scene() { AuthCoordinator().start() } }"),
            ]
        let edges = pairs(graph(files))
        #expect(edges.contains("App -> Splash"))
        #expect(edges.contains("Splash -> SignUp"))
        #expect(!edges.contains("App -> SignUp"))
    }

    @Test("a module's own method it hands to a module it builds stays the navigation of the module that owns it")
    func moduleCallbacksStayWithTheirModule() {
        let files =
            module("Feed") + module("Profile") + module("Chats")
            + [
                (
                    "App/Modules/Home/HomeTabBarController.swift",
                    """
                    final class HomeTabBarController: UITabBarController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            viewControllers = [FeedBuilder.build(), ProfileBuilder.build { [weak self] _ in self?.addChats() }]
                            addChats()
                        }
                        private func addChats() { viewControllers?.append(ChatsBuilder.build()) }
                    }
                    """
                ),
                ("App/Modules/Home/HomePresenter.swift", "final class HomePresenter {}"),
            ]
        let edges = pairs(graph(files))
        #expect(edges.contains("Home -> Chats"))
        #expect(!edges.contains("Profile -> Chats"))
    }

    @Test("closures a flow coordinator sets on a module's outputs after building it are called back from that module")
    func coordinatorOutputClosures() {
        let screen = { (name: String) in
            module(name) + [
                (
                    "App/Scenes/\(name)/\(name)ModuleConfigurator.swift",
                    """
                    final class \(name)ModuleConfigurator {
                        func configure() -> (\(name)ViewController, \(name)Presenter) {
                            let view = \(name)ViewController()
                            return (view, \(name)Presenter())
                        }
                    }
                    """
                )
            ]
        }
        let files =
            screen("Home") + screen("Offer") + screen("Gallery") + screen("Search")
            + [
                (
                    "App/Flows/HomeFlowCoordinator.swift",
                    """
                    final class HomeFlowCoordinator: BaseCoordinator {
                        override func start() {
                            let (view, output) = HomeModuleConfigurator().configure()
                            output.onOpenOffer = { [weak self] id in self?.showOffer(id) }
                            output.events.onSearch = showSearch
                            router.setRootModule(view)
                        }
                        private func showOffer(_ id: Int) {
                            let (view, output) = OfferModuleConfigurator().configure()
                            output.onOpenGallery = { [weak self] in self?.showGallery() }
                            router.push(view)
                        }
                        private func showGallery() { router.present(GalleryModuleConfigurator().configure().0) }
                        private func showSearch() { router.push(SearchModuleConfigurator().configure().0) }
                    }
                    """
                )
            ]
        let edges = pairs(graph(files))
        #expect(edges.contains("Home -> Offer"))
        #expect(edges.contains("Offer -> Gallery"))
        #expect(edges.contains("Home -> Search"))
        #expect(!edges.contains("Home -> Gallery"))
        #expect(!edges.contains { $0.hasPrefix("HomeFlow") })
    }

    @Test("a tab bar made by its own assembly, whatever the method is called, is shown by the module that presents it, and holds its tabs")
    func tabBarAssemblyMethodNamedForIt() {
        let files =
            module("Auth") + module("Home")
            + [
                (
                    "App/Scenes/Home/HomeAssembly.swift",
                    "enum HomeAssembly { static func buildModule() -> UIViewController { HomeViewController() } }"
                ),
                (
                    "App/TabBarAssembly.swift",
                    """
                    enum TabBarAssembly {
                        static func buildTabBar() -> UITabBarController {
                            let tabBar = UITabBarController()
                            tabBar.setViewControllers([HomeAssembly.buildModule()], animated: true)
                            return tabBar
                        }
                    }
                    """
                ),
                (
                    "App/Scenes/Auth/AuthRouter.swift",
                    "final class AuthRouter { func openApp() { vc?.present(TabBarAssembly.buildTabBar(), animated: true) } }"
                ),
            ]
        let pairs = pairs(graph(files))
        #expect(pairs.contains("Auth -> TabBar"))
        #expect(pairs.contains("TabBar -> Home"))
    }

    @Test("a SwiftUI root view's tabs wrapped in NavigationView are the app's tabs, with the root set by a scene delegate")
    func swiftUIRootViewTabsInNavigationViews() {
        let files =
            ["Home", "Search"].map { name in
                (
                    "App/Module/\(name)/\(name).swift",
                    """
                    final class \(name)Presenter: ObservableObject {}
                    final class \(name)Interactor {}
                    struct \(name)View: View { @ObservedObject var presenter: \(name)Presenter; var body: some View { Text("") } }
                    """
                )
            } + [
                (
                    "App/Application/ContentView.swift",
                    """
                    struct ContentView: View {
                        @EnvironmentObject var homePresenter: HomePresenter
                        @EnvironmentObject var searchPresenter: SearchPresenter
                        var body: some View {
                            TabView {
                                NavigationView { HomeView(presenter: homePresenter) }.tabItem { Text("Home") }
                                NavigationStack { SearchView(presenter: searchPresenter) }.tabItem { Text("Search") }
                            }
                        }
                    }
                    """
                ),
                (
                    "App/Application/SceneDelegate.swift",
                    """
                    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                            let contentView = ContentView().environmentObject(HomePresenter()).environmentObject(SearchPresenter())
                            window?.rootViewController = UIHostingController(rootView: contentView)
                        }
                    }
                    """
                ),
            ]
        #expect(pairs(graph(files)) == ["App -> Home", "App -> Search"])
    }

    @Test("a navigation controller's viewControllers are its stack, set as a root is; a tab bar controller's are its tabs")
    func navigationStackAssignment() {
        let files =
            module("Login") + module("Home")
            + [
                (
                    "App/SceneDelegate.swift",
                    """
                    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                            navigationController.viewControllers = [LoginViewController()]
                            tabBarController.viewControllers = [HomeViewController()]
                        }
                    }
                    """
                )
            ]
        #expect(
            Set(graph(files).edges) == [
                ModuleEdge(from: "App", to: "Login", kind: .setRoot, route: nil),
                ModuleEdge(from: "App", to: "Home", kind: .tabs, route: nil),
            ])
    }

    @Test("a tab bar named for the app is a screen of its own; its tabs come from a computed property of wrapped screens")
    func appTabBarWithComputedTabs() {
        let files =
            module("Home") + module("Profile")
            + [
                (
                    "App/Components/AppTabBarController.swift",
                    """
                    final class AppTabBarController: UITabBarController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            self.viewControllers = controllers
                        }
                        var controllers: [UIViewController] {
                            let home = HomeViewController.fromStoryboard().embedInNavigation(item: homeItem)
                            let profile = ProfileViewController.fromStoryboard().embedInNavigation(item: profileItem)
                            return [home, profile]
                        }
                    }
                    """
                ),
                (
                    "App/AppDelegate.swift",
                    "final class AppDelegate: UIApplicationDelegate { func start() { window?.rootViewController = AppTabBarController() } }"
                ),
            ]
        #expect(pairs(graph(files)) == ["App -> AppTabBar", "AppTabBar -> Home", "AppTabBar -> Profile"])
    }

    @Test(
        "a coordinator's own stored rootViewController only keeps a screen, one with didSet sets the window's; the window's root is what the body assigned before"
    )
    func coordinatorRootProperty() {
        let files =
            module("Start") + module("Settings") + module("Login")
            + [
                (
                    "App/Routing/AppRouter.swift",
                    """
                    final class AppRouter {
                        private(set) var rootViewController: UIViewController? {
                            didSet { window?.rootViewController = rootViewController }
                        }
                        func showLogin() { rootViewController = LoginViewController() }
                    }
                    """
                ),
                (
                    "App/Scenes/Start/StartRouter.swift",
                    """
                    final class StartRouter {
                        private var rootViewController: UIViewController?
                        func openSettings() {
                            let settings = SettingsModuleBuilder().build()
                            rootViewController = settings
                            navigationController?.pushViewController(settings, animated: true)
                        }
                    }
                    """
                ),
                (
                    "App/Flows/AppCoordinator.swift",
                    """
                    final class AppCoordinator {
                        private var rootViewController: UIViewController?
                        func start() {
                            let start = StartModuleBuilder().build()
                            self.rootViewController = start
                            window?.rootViewController = rootViewController
                        }
                    }
                    """
                ),
                (
                    "App/Scenes/Start/StartModuleBuilder.swift",
                    "final class StartModuleBuilder { func build() -> UIViewController { StartViewController() } }"
                ),
                (
                    "App/Scenes/Settings/SettingsModuleBuilder.swift",
                    "final class SettingsModuleBuilder { func build() -> UIViewController { SettingsViewController() } }"
                ),
            ]
        let edges = graph(files).edges
        #expect(edges.filter { $0.to == "Settings" } == [ModuleEdge(from: "Start", to: "Settings", kind: .push, route: nil)])
        #expect(edges.contains(ModuleEdge(from: "App", to: "Start", kind: .setRoot, route: nil)))
        #expect(edges.contains(ModuleEdge(from: "App", to: "Login", kind: .setRoot, route: nil)))
    }

    @Test("casting the tab bar or navigation controller a screen is in to the app's type makes no screen; casting one loaded does")
    func castOfShownContainer() {
        let files =
            module("Cart") + module("Profile") + module("Help")
            + [
                (
                    "App/TabBar/MainTabBarController.swift",
                    """
                    enum TabItem { case cart, profile }
                    final class MainTabBarController: UITabBarController {
                        override func viewDidLoad() { viewControllers = [CartViewController(), ProfileViewController()] }
                        func updateBadge(item: TabItem, value: Int) {}
                    }
                    """
                ),
                (
                    "App/Scenes/Cart/CartBadge.swift",
                    """
                    extension CartViewController {
                        func updateBadge() {
                            if let tabs = tabBarController as? MainTabBarController { tabs.updateBadge(item: .cart, value: 1) }
                        }
                    }
                    """
                ),
                (
                    "App/Scenes/Profile/ProfileRouter.swift",
                    """
                    final class ProfileRouter {
                        weak var view: UIViewController?
                        func logout() {
                            if let tabBarController = view?.tabBarController as? MainTabBarController {
                                tabBarController.coordinator?.finish()
                            }
                        }
                        func help() -> UIViewController {
                            return UIStoryboard(name: "Help", bundle: nil).instantiateInitialViewController() as! HelpViewController
                        }
                    }
                    """
                ),
            ]
        #expect(pairs(graph(files)) == ["MainTabBar -> Cart", "MainTabBar -> Profile", "Profile -> Help"])
    }
}
