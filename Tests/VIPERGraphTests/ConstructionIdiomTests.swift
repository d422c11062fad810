import Testing
import VIPERGraph

/// How apps not tuned on build and reach their modules, each in the smallest app that shows it:
/// names that disagree with folders, factories behind protocols and containers, routers handed
/// to others, reusable parts, helpers nothing calls, and SwiftUI's containers and previews.
@Suite("Module construction idioms")
struct ConstructionIdiomTests {
    @Test("parts named for no folder of their own belong to the module whose folder holds them all")
    func partsFollowTheirFolder() {
        let files =
            module("Detail") + [
                ("App/Scenes/Locations/LocationsPresenter.swift", "final class LocationsPresenter {}"),
                ("App/Scenes/Locations/LocationsViewController.swift", "final class LocationsViewController: UIViewController {}"),
                ("App/Scenes/Locations/LocationInteractor.swift", "final class LocationInteractor {}"),
                (
                    "App/Scenes/Locations/LocationRouter.swift",
                    "final class LocationRouter { func open() { view.push(DetailViewController(), animated: true) } }"
                ),
                ("App/Scenes/Add Major/Presenter/MajorPresenter.swift", "final class MajorPresenter {}"),
                ("App/Scenes/Add Major/View/AddMajorViewController.swift", "final class AddMajorViewController: UIViewController {}"),
                (
                    "App/Scenes/Add Major/Router/AddMajorRouter.swift",
                    "final class AddMajorRouter { func next() { present(DetailViewController(), animated: true) } }"
                ),
            ]
        let graph = graph(files)
        #expect(pairs(graph) == ["Locations -> Detail", "AddMajor -> Detail"])
        #expect(!graph.modules.contains("Location") && !graph.modules.contains("Major"))
    }

    @Test("a module's builder named with the word Modul is that module's")
    func modulWord() {
        let files =
            module("Characters") + module("CharacterDetail")
            + [
                (
                    "App/Scenes/CharacterDetail/CharacterDetailModulBuilder.swift",
                    "final class CharacterDetailModulBuilder { static func build() -> UIViewController { CharacterDetailViewController() } }"
                ),
                (
                    "App/Scenes/Characters/CharactersRouter.swift",
                    "final class CharactersRouter { func open() { view.push(CharacterDetailModulBuilder.build(), animated: true) } }"
                ),
            ]
        #expect(pairs(graph(files)) == ["Characters -> CharacterDetail"])
    }

    @Test("a value typed by a protocol only one module's router adopts builds that module")
    func adoptedProtocol() {
        let files =
            module("Root") + module("Login")
            + [
                (
                    "App/Scenes/Login/LoginModuleInterface.swift",
                    "public protocol LoginModuleInterface { func createModule() -> UIViewController }"
                ),
                (
                    "App/Scenes/Login/LoginRouter.swift",
                    "final class LoginRouter: LoginModuleInterface { func createModule() -> UIViewController { LoginViewController() } }"
                ),
                (
                    "App/Scenes/Root/RootRouter.swift",
                    """
                    final class RootRouter {
                        func showLogin() {
                            @Dependency var loginModule: LoginModuleInterface
                            WindowChanger.shared.changeRootViewController(loginModule.createModule())
                        }
                    }
                    """
                ),
            ]
        let graph = graph(files)
        // A module named like the app is a screen of its own when it has a Presenter.
        #expect(pairs(graph) == ["Root -> Login"])
        #expect(graph.modules.contains("Root"))
    }

    @Test("a router handed to a container or to another module's router is built by whoever receives it")
    func handedOverRouters() {
        let files =
            module("Wallet") + module("Buy") + module("Home")
            + [
                (
                    "App/Scenes/Buy/BuyWireframe.swift",
                    "final class BuyWireframe { func make() -> UIViewController { BuyViewController() } }"
                ),
                (
                    "App/Scenes/Wallet/WalletWireframe.swift",
                    """
                    final class WalletWireframe {
                        let buy: BuyWireframe
                        init(buy: BuyWireframe) { self.buy = buy }
                        func showBuy() { view.present(buy.make(), animated: true) }
                    }
                    """
                ),
                ("App/Scenes/Home/HomeRouter.swift", "final class HomeRouter {}"),
                (
                    "App/AppWireframe.swift",
                    """
                    final class AppWireframe {
                        func install() {
                            container.register(value: HomeRouter(), for: HomeModule.self)
                            window.rootViewController = WalletWireframe(buy: BuyWireframe()).view
                        }
                    }
                    """
                ),
            ]
        #expect(pairs(graph(files)) == ["App -> Wallet", "Wallet -> Buy"])
    }

    @Test("wireframes made ahead by the app and given to each other's properties are built where they are shown")
    func wireframesWiredAhead() {
        let files =
            module("Welcome") + module("Login")
            + [
                (
                    "App/Scenes/Welcome/WelcomeWireframe.swift",
                    """
                    final class WelcomeWireframe {
                        var loginWireframe: LoginWireframe?
                        func presentWelcome(in window: UIWindow) { window.rootViewController = WelcomeViewController() }
                        func showLogin() { loginWireframe?.presentLogin() }
                    }
                    """
                ),
                (
                    "App/Scenes/Login/LoginWireframe.swift",
                    "final class LoginWireframe { func presentLogin() { navigation.pushViewController(LoginViewController(), animated: true) } }"
                ),
                (
                    "App/AppDependencies.swift",
                    """
                    final class AppDependencies {
                        func install(in window: UIWindow) {
                            let welcomeWireframe = WelcomeWireframe()
                            let loginWireframe = LoginWireframe()
                            welcomeWireframe.loginWireframe = loginWireframe
                            welcomeWireframe.presentWelcome(in: window)
                        }
                    }
                    """
                ),
            ]
        #expect(pairs(graph(files)) == ["App -> Welcome", "Welcome -> Login"])
    }

    @Test("a flow coordinator handed to a module's presenter shows its screens from that module")
    func coordinatorHandedToPresenter() {
        let files =
            module("MainTabBar", folder: "App/Scenes") + module("ChatList", folder: "App/Scenes")
            + [
                (
                    "App/Flows/Chat/ChatCoordinator.swift",
                    """
                    final class ChatCoordinator {
                        let navigation = UINavigationController()
                        func start() { navigation.pushViewController(ChatListViewController(), animated: true) }
                    }
                    """
                ),
                (
                    "App/Scenes/MainTabBar/MainTabBarViewFactory.swift",
                    "final class MainTabBarViewFactory { func make() { _ = MainTabBarPresenter(chat: ChatCoordinator()) } }"
                ),
                (
                    "App/Scenes/MainTabBar/MainTabBarPresenter+Chat.swift",
                    "extension MainTabBarPresenter { func openChat() { chat.start() } }"
                ),
            ]
        let graph = graph(files)
        #expect(pairs(graph) == ["MainTabBar -> ChatList"])
        #expect(!graph.modules.contains("Chat"))
    }

    @Test("cells, headers and footers with presenters of their own are parts of a screen, not modules")
    func reusableParts() {
        let files =
            module("Home")
            + [
                ("App/Scenes/Home/Cells/HomeCellPresenter.swift", "final class HomeCellPresenter {}"),
                ("App/Scenes/Home/Cells/HomeCellBuilder.swift", "enum HomeCellBuilder { static func build() -> HomeCell { HomeCell() } }"),
                ("App/Scenes/Home/Header/HomeHeaderPresenter.swift", "final class HomeHeaderPresenter {}"),
                ("App/Scenes/Home/Header/HomeHeaderInteractor.swift", "final class HomeHeaderInteractor {}"),
                (
                    "App/Scenes/Home/HomeViewController+Cells.swift",
                    "extension HomeViewController { func cell() -> HomeCell { HomeCellBuilder.build() } }"
                ),
            ]
        let graph = graph(files)
        #expect(graph.modules == ["Home"])
        #expect(graph.edges.isEmpty)
    }

    @Test("a lone wireframe that is only made and leads nowhere is no module; one that is shown is")
    func routerOnlyDeadEnds() {
        let files =
            module("Wallet")
            + [
                (
                    "App/TabBarWireframe.swift",
                    "final class TabBarWireframe { init(_ tabs: UIViewController...) {}; func installInto(window: UIWindow) {} }"
                ),
                (
                    "App/AppWireframe.swift",
                    """
                    final class AppWireframe {
                        func install() {
                            let tabBar = TabBarWireframe(WalletViewController())
                            tabBar.installInto(window: window)
                        }
                    }
                    """
                ),
            ]
        #expect(!graph(files).modules.contains("TabBar"))
    }

    @Test("a property of a module object made in place is its screen")
    func moduleObjectProperty() {
        let files =
            module("GoalsList")
            + [
                (
                    "App/Scenes/GoalsList/GoalsListModule.swift",
                    "final class GoalsListModule { var view: UIViewController { GoalsListViewController() } }"
                ),
                (
                    "App/AppDelegate.swift",
                    "final class AppDelegate { func launch() { window?.rootViewController = GoalsListModule().view } }"
                ),
            ]
        let graph = graph(files)
        #expect(pairs(graph) == ["App -> GoalsList"])
        #expect(graph.findings.isEmpty)
    }

    @Test("a screen made by a generic factory and dressed by chained calls is shown, and makeRoot shows it")
    func chainedScreen() {
        let files =
            module("Login") + module("TabBar")
            + [
                ("App/Scenes/Base/BaseNavigationController.swift", "final class BaseNavigationController: UINavigationController {}"),
                (
                    "App/Extensions/UIViewController+Navigation.swift",
                    "extension UIViewController { func embedded() -> UIViewController { BaseNavigationController(rootViewController: self) } }"
                ),
                (
                    "App/Scenes/Login/LoginRouter.swift",
                    """
                    final class LoginRouter {
                        func done() {
                            let tabs = Storyboards.createViewController(TabBarViewController.self).embedded().removeTitle()
                            AppUtility.makeRoot(viewController: tabs)
                        }
                    }
                    """
                ),
            ]
        let graph = graph(files)
        #expect(pairs(graph) == ["Login -> TabBar"])
        #expect(!graph.modules.contains("BaseNavigation"))
    }

    @Test("types of no module nested in, private beside, or in the folder of a module's types are its code")
    func moduleCode() {
        let files =
            module("TabBar") + module("Orders") + module("Profile") + module("Post")
            + [
                (
                    "App/Scenes/TabBar/TabBarViewController+Tabs.swift",
                    """
                    private enum Tabs: CaseIterable {
                        case orders
                        var controller: UIViewController { switch self { case .orders: return OrdersViewController() } }
                    }
                    extension TabBarViewController { func setUp() { viewControllers = Tabs.allCases.map { $0.controller } } }
                    """
                ),
                (
                    "App/Scenes/Orders/Adapter/OrdersAdapter.swift",
                    "final class OrdersAdapter { func open() { parent.navigationController?.pushViewController(PostViewController(), animated: true) } }"
                ),
                (
                    "App/Scenes/Profile/ProfileViewController+Menu.swift",
                    "extension ProfileViewController { struct Menu { func open() { present(PostViewController(), animated: true) } } }"
                ),
            ]
        #expect(pairs(graph(files)) == ["TabBar -> Orders", "Orders -> Post", "Profile -> Post"])
    }

    @Test("screens handed out in a tuple are shown by the call they are handed to")
    func tupleOfScreens() {
        let files =
            module("Home") + module("Cart") + module("TabBar")
            + [
                (
                    "App/Scenes/TabBar/TabBarModuleBuilder.swift",
                    "enum TabBarModuleBuilder { static func build(usingSubmodules: (home: UIViewController, cart: UIViewController)) -> UIViewController { TabBarViewController() } }"
                ),
                (
                    "App/SceneDelegate.swift",
                    """
                    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        func start() {
                            let submodules = (home: HomeViewController(), cart: CartViewController())
                            window.rootViewController = TabBarModuleBuilder.build(usingSubmodules: submodules)
                        }
                    }
                    """
                ),
            ]
        #expect(pairs(graph(files)) == ["App -> TabBar", "App -> Home", "App -> Cart"])
    }

    @Test("a helper inherited from a base wireframe is called by the modules whose wireframes inherit it")
    func inheritedHelper() {
        let files =
            module("Cart") + module("Login")
            + [
                (
                    "App/Shared/BaseWireFrame.swift",
                    "class BaseWireFrame { func presentLogin(from view: UIViewController) { view.present(LoginViewController(), animated: true) } }"
                ),
                (
                    "App/Scenes/Cart/CartWireFrame.swift",
                    "final class CartWireFrame: BaseWireFrame { func checkout(view: UIViewController) { presentLogin(from: view) } }"
                ),
            ]
        #expect(pairs(graph(files)) == ["Cart -> Login"])
    }

    @Test("navigation in a method nothing calls starts at the app only where the system calls in")
    func uncalledHelpers() {
        let files =
            module("Home") + module("Signup") + module("Detail") + module("Orders")
            + [
                (
                    "App/Support/Application.swift",
                    """
                    final class Application {
                        func switchToHome() { window.rootViewController = HomeViewController() }
                        func switchToSignup() { window.rootViewController = SignupViewController() }
                    }
                    """
                ),
                (
                    "App/AppDelegate.swift",
                    "final class AppDelegate: UIResponder, UIApplicationDelegate { func launch() { Application.shared.switchToHome() } }"
                ),
                (
                    "App/Support/NotificationHandler.swift",
                    "final class NotificationHandler: NSObject, UNUserNotificationCenterDelegate { func open() { Application.shared.window.present(DetailViewController(), animated: true) } }"
                ),
                ("App/Flows/BaseFlow.swift", "class BaseFlow { func start() {} }"),
                (
                    "App/Flows/OrdersFlow.swift",
                    "final class OrdersFlow: BaseFlow { override func start() { router.setRoot(OrdersViewController()) } }"
                ),
                (
                    "App/Support/ListController.swift",
                    "final class ListController: UIViewController { override func viewDidLoad() { present(DetailViewController(), animated: true) } }"
                ),
            ]
        #expect(pairs(graph(files)) == ["App -> Home", "App -> Detail", "App -> Orders"])
    }

    @Test(
        "SwiftUI: a central builder's screens are built by the modules whose routers call it, the App's scene is the entry, previews are not the app"
    )
    func swiftUICentralBuilder() {
        let files = [
            (
                "App/Home/HomePresenter.swift",
                "final class HomePresenter { let router: HomeRouter; func tap() { router.showDetailView() } }"
            ),
            ("App/Home/HomeView.swift", "struct HomeView: View { var body: some View { Text(\"\") } }"),
            ("App/Home/HomeRouter.swift", "protocol HomeRouter { func showDetailView() }\nextension CoreRouter: HomeRouter {}"),
            ("App/Detail/DetailPresenter.swift", "final class DetailPresenter {}"),
            (
                "App/Detail/DetailView.swift",
                "struct DetailView: View { var body: some View { Text(\"\") } }\n#Preview { CoreBuilder().homeView() }"
            ),
            ("App/Detail/DetailRouter.swift", "protocol DetailRouter { func dismiss() }\nextension CoreRouter: DetailRouter {}"),
            (
                "App/Root/CoreRouter.swift",
                "struct CoreRouter { let router: Router; let builder: CoreBuilder; func showDetailView() { router.showScreen(.push) { router in builder.detailView(router: router) } } }"
            ),
            (
                "App/Root/CoreBuilder.swift",
                """
                struct CoreBuilder {
                    func homeView() -> some View { RouterView { router in HomeView(presenter: HomePresenter(router: CoreRouter(router: router, builder: self))) } }
                    func detailView(router: Router) -> some View { DetailView(presenter: DetailPresenter(router: CoreRouter(router: router, builder: self))) }
                }
                """
            ),
            (
                "App/Root/MovieApp.swift",
                "@main struct MovieApp: App { let builder: CoreBuilder; var body: some Scene { WindowGroup { builder.homeView() } } }"
            ),
        ]
        let graph = graph(files)
        #expect(pairs(graph) == ["App -> Home", "Home -> Detail"])
        #expect(!graph.modules.contains("Core"))
    }

    @Test("a module whose name starts with App is a screen when it has a Presenter, and tabs wrapped by a helper are shown")
    func appPrefixedModuleAndWrappedTabs() {
        let files =
            module("Apps") + module("AppDetail") + module("MainTabBar")
            + [
                (
                    "App/Scenes/AppDetail/AppDetailBuilder.swift",
                    "final class AppDetailBuilder { static func start(id: String) -> UIViewController { AppDetailViewController() } }"
                ),
                (
                    "App/Scenes/Apps/AppsRouter.swift",
                    "final class AppsRouter { func toDetail(id: String) { let detail = AppDetailBuilder.start(id: id); view?.navigationController?.pushViewController(detail, animated: true) } }"
                ),
                (
                    "App/Scenes/Apps/AppsBuilder.swift",
                    "final class AppsBuilder { static func start() -> UIViewController { AppsViewController() } }"
                ),
                (
                    "App/Scenes/MainTabBar/MainTabBarViewController+Tabs.swift",
                    "extension MainTabBarViewController { func setUp() { setViewControllers([createNavController(viewController: AppsBuilder.start(), title: \"Apps\")], animated: true) } }"
                ),
            ]
        #expect(pairs(graph(files)) == ["Apps -> AppDetail", "MainTabBar -> Apps"])
    }

    @Test(
        "a route helper in a protocol extension is called through a type alias of that protocol, and a returned wrapper returns its screen")
    func typeAliasedRoutes() {
        let files =
            module("Genres") + module("Movies")
            + [
                (
                    "App/Routing/HomeRoute.swift",
                    """
                    protocol HomeRoute {}
                    extension HomeRoute where Self: Router {
                        func makeHomeTab() -> UINavigationController {
                            let genres = GenresViewController()
                            let navigation = UINavigationController(rootViewController: genres)
                            return navigation
                        }
                        func toMovies() { let movies = MoviesViewController(); route(to: movies, as: PushTransition()) }
                    }
                    extension DefaultRouter: HomeRoute {}
                    """
                ),
                (
                    "App/Scenes/Genres/GenresPresenter+Routes.swift",
                    "typealias Routes = HomeRoute\nextension GenresPresenter { func select(router: Routes) { router.toMovies() } }"
                ),
                (
                    "App/SceneDelegate.swift",
                    "final class SceneDelegate: UIResponder, UIWindowSceneDelegate { func connect() { window?.rootViewController = mainRouter.makeHomeTab() } }"
                ),
            ]
        #expect(pairs(graph(files)) == ["App -> Genres", "Genres -> Movies"])
    }

    @Test("names with a separator before the role word, and a builder's shared instance, build that module")
    func separatedNamesAndSharedBuilders() {
        let files = [
            ("App/Scenes/Home/Home_Presenter.swift", "class Home_Presenter: Lib_Presenter {}"),
            ("App/Scenes/Home/Home_Interactor.swift", "class Home_Interactor {}"),
            ("App/Scenes/Home/Home_ViewController.swift", "class Home_ViewController: UIViewController {}"),
            (
                "App/Scenes/Home/Home_Router.swift",
                """
                class Home_Router {
                    func navigateToNote() {
                        let note: Note_ViewController = Note_Assembly.sharedInstance.configure()
                        viewController.navigationController?.pushViewController(note, animated: true)
                    }
                }
                """
            ),
            ("App/Scenes/Note/Note_Presenter.swift", "class Note_Presenter: Lib_Presenter {}"),
            ("App/Scenes/Note/Note_Interactor.swift", "class Note_Interactor {}"),
            ("App/Scenes/Note/Note_ViewController.swift", "class Note_ViewController: UIViewController {}"),
            (
                "App/Scenes/Note/Note_Assembly.swift",
                """
                class Note_Assembly {
                    static let sharedInstance = Note_Assembly()
                    func configure() -> Note_ViewController { Note_ViewController(nibName: "Note_ViewController", bundle: nil) }
                }
                """
            ),
            // A base class every module's Presenter inherits is shared code, no module.
            ("App/Lib/Lib_Presenter.swift", "class Lib_Presenter { func showMenu() {} }"),
            ("App/Lib/Lib_ViewController.swift", "class Lib_ViewController: UIViewController {}"),
        ]
        let graph = graph(files)
        #expect(graph.modules == ["Home", "Note"])
        #expect(pairs(graph) == ["Home -> Note"])
    }

    @Test("a screen chosen by an if or switch expression is shown with whichever branch is taken")
    func branchValues() {
        let files =
            module("Onboarding") + module("Home")
            + [
                (
                    "App/SceneDelegate.swift",
                    """
                    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                            let first = if isNewUser { OnboardingViewController() } else { HomeBuilder.build() }
                            window?.rootViewController = UINavigationController(rootViewController: first)
                        }
                    }
                    """
                ),
                (
                    "App/Scenes/Home/HomeBuilder.swift",
                    "enum HomeBuilder { static func build() -> UIViewController { HomeViewController() } }"
                ),
                (
                    "App/Scenes/Home/HomeRouter.swift",
                    """
                    final class HomeRouter {
                        func restart(fresh: Bool) {
                            let next = switch fresh {
                            case true: OnboardingViewController()
                            case false: HomeViewController()
                            }
                            view?.present(next, animated: true)
                        }
                    }
                    """
                ),
            ]
        #expect(pairs(graph(files)) == ["App -> Onboarding", "App -> Home", "Home -> Onboarding"])
    }

    @Test("an app's own interactor is the app, and a service calling back into it navigates for no module")
    func appLogicAndDataLayerCallbacks() {
        let files =
            module("Login") + module("Feed")
            + [
                (
                    "App/AppInteractor.swift",
                    """
                    final class AppInteractor {
                        let coordinator = AppCoordinator()
                        init() { ProfileService.shared.app = self; checkSession() }
                        func checkSession() { coordinator.showHome() }
                    }
                    """
                ),
                (
                    "App/AppCoordinator.swift",
                    "final class AppCoordinator { func showHome() { window.rootViewController = FeedViewController() } }"
                ),
                ("App/SceneDelegate.swift", "final class SceneDelegate: UIWindowSceneDelegate { let app = AppInteractor() }"),
                (
                    "App/Services/ProfileService.swift",
                    """
                    final class ProfileService {
                        static let shared = ProfileService()
                        weak var app: AppInteractor?
                        func signIn() { app?.checkSession() }
                    }
                    """
                ),
                (
                    "App/Scenes/Login/LoginInteractorImpl.swift",
                    "extension LoginInteractor { func logIn() { ProfileService.shared.signIn() } }"
                ),
            ]
        let graph = graph(files)
        #expect(!graph.modules.contains("App"))
        #expect(pairs(graph) == ["App -> Feed"])
        #expect(graph.findings.filter { $0.kind == .unreachedModule }.map(\.subject) == ["Login"])
    }

    @Test("SwiftUI screens built by a shared builder and shown through a routing library's container")
    func swiftUIScreensThroughSharedParts() {
        let screen = { (name: String) -> [(String, String)] in
            [
                ("App/Modules/\(name)/\(name)Presenter.swift", "final class \(name)Presenter: ObservableObject {}"),
                ("App/Modules/\(name)/\(name)Screen.swift", "struct \(name)Screen: View { var body: some View { Text(\"\") } }"),
                ("App/Modules/\(name)/\(name)Router.swift", "protocol \(name)Router {}\nextension CoreRouter: \(name)Router {}"),
            ]
        }
        let files =
            screen("Splash") + screen("Home") + screen("Intro")
            + [
                (
                    "App/CoreBuilder.swift",
                    """
                    struct CoreBuilder {
                        func splashScreen() -> some View { SplashScreen(presenter: SplashPresenter()) }
                        func homeScreen() -> some View { HomeScreen(presenter: HomePresenter()) }
                        func introScreen() -> some View { IntroScreen(presenter: IntroPresenter()) }
                    }
                    """
                ),
                (
                    "App/CoreRouter.swift",
                    """
                    struct CoreRouter {
                        let router: AnyRouter
                        let builder: CoreBuilder
                        func showHome() { router.showModule(.identity, id: "home") { _ in RouterView { _ in builder.homeScreen() } } }
                        func showIntro() { router.showModule(.trailing, id: "intro") { _ in builder.introScreen() } }
                    }
                    """
                ),
                (
                    "App/Modules/Splash/SplashPresenterActions.swift",
                    "extension SplashPresenter { func finish(router: CoreRouter) { router.showHome(); router.showIntro() } }"
                ),
            ]
        let graph = graph(files)
        #expect(graph.modules == ["Home", "Intro", "Splash"])
        #expect(pairs(graph) == ["Splash -> Home", "Splash -> Intro"])
        // `.identity` and `.trailing` say how the screen is shown: no route is left unserved.
        #expect(graph.unservedNavigation.isEmpty)
        #expect(!graph.findings.contains { $0.kind == .unservedRoute })
    }

    @Test("a wireframe of no module that two modules make and call is shared code: its screens are drawn from them")
    func sharedWireframe() {
        let files =
            module("List") + module("Detail") + module("Help")
            + [
                (
                    "App/General/GeneralWireFrame.swift",
                    """
                    final class GeneralWireFrame {
                        static func createHelpModule() -> UIViewController {
                            let view = HelpViewController()
                            view.presenter = HelpPresenter()
                            return view
                        }
                    }
                    """
                ),
                (
                    "App/Scenes/List/ListWireFrame.swift",
                    """
                    final class ListWireFrame {
                        weak var view: UIViewController?
                        static func createModule() -> UIViewController {
                            let view = ListViewController()
                            view.presenter = ListPresenter(general: GeneralWireFrame())
                            return view
                        }
                        func showDetail() { view?.navigationController?.pushViewController(DetailWireFrame.createModule(), animated: true) }
                        func showHelp() { view?.present(GeneralWireFrame.createHelpModule(), animated: true) }
                    }
                    """
                ),
                (
                    "App/Scenes/Detail/DetailWireFrame.swift",
                    """
                    final class DetailWireFrame {
                        weak var view: UIViewController?
                        static func createModule() -> UIViewController {
                            let view = DetailViewController()
                            view.presenter = DetailPresenter(general: GeneralWireFrame())
                            return view
                        }
                        func showHelp() { view?.present(GeneralWireFrame.createHelpModule(), animated: true) }
                    }
                    """
                ),
            ]
        let graph = graph(files)
        #expect(!graph.modules.contains("General"))
        #expect(pairs(graph) == ["List -> Detail", "List -> Help", "Detail -> Help"])
    }

    @Test("a screen just made that presents itself is shown by the code that makes it")
    func screenShowsItself() {
        let files =
            module("Auth") + module("Main")
            + [
                (
                    "App/Scenes/Auth/AuthAssembly.swift",
                    "final class AuthAssembly { class func createModule() -> AuthViewController { AuthViewController() } }"
                ),
                (
                    "App/Scenes/Main/MainAssembly.swift",
                    "final class MainAssembly { class func createModule() -> MainViewController { MainViewController() } }"
                ),
                (
                    "App/Application/AppDelegate.swift",
                    """
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?
                        func application(_ application: UIApplication) -> Bool {
                            AuthAssembly.createModule().present(fromWindow: window!)
                            return true
                        }
                    }
                    """
                ),
                (
                    "App/Scenes/Auth/AuthRouter.swift",
                    """
                    final class AuthRouter {
                        var window: UIWindow?
                        func openMain() {
                            let main = MainAssembly.createModule()
                            main.present(fromWindow: window!)
                        }
                    }
                    """
                ),
            ]
        #expect(pairs(graph(files)) == ["App -> Auth", "Auth -> Main"])
    }

    @Test("routers made only to be handed to another module's router, in a local array, are built by the one that receives them")
    func routersHandedInALocalArray() {
        let tab = { (name: String) in
            module(name) + [
                (
                    "App/Scenes/\(name)/\(name)Router.swift",
                    "final class \(name)Router: TabItemRouter { func configureModule() -> UIViewController { \(name)ViewController() } }"
                )
            ]
        }
        let files =
            module("Home") + tab("Profile") + tab("Settings")
            + [
                (
                    "App/Scenes/Home/HomeRouter.swift",
                    """
                    final class HomeRouter {
                        private let childRouters: [TabItemRouter]
                        init(childRouters: [TabItemRouter]) { self.childRouters = childRouters }
                        func configureModule() -> UIViewController {
                            let tabs = HomeViewController()
                            tabs.viewControllers = childRouters.map { $0.configureModule() }
                            return tabs
                        }
                    }
                    """
                ),
                (
                    "App/Root/RootRouter.swift",
                    """
                    final class RootRouter {
                        func start(in window: UIWindow) {
                            let routers: [TabItemRouter] = [ProfileRouter(), SettingsRouter()]
                            let homeRouter = HomeRouter(childRouters: routers)
                            window.rootViewController = homeRouter.configureModule()
                        }
                    }
                    """
                ),
            ]
        #expect(pairs(graph(files)) == ["App -> Home", "Home -> Profile", "Home -> Settings"])
    }
}
