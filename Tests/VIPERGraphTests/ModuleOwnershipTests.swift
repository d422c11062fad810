import Foundation
import Testing
import VIPERGraph
import VIPERSyntax

/// Whose code a navigation is: a helper's builds belong to the modules that call it, a
/// module's screens belong to it whatever their names, and a reusable pop-up is no module.
@Suite("Module ownership")
struct ModuleOwnershipTests {
    /// A central factory with a method per module; a launch helper named like the app that a
    /// splash router and a settings router call; the scene delegate builds the splash screen.
    private var launchHelperApp: [(String, String)] {
        module("Splash") + module("Welcome") + module("Home") + module("Settings") + [
            (
                "App/Support/ScreenFactory.swift",
                """
                final class ScreenFactory {
                    func makeSplashModule() -> UIViewController { let router = SplashRouter(); return SplashViewController() }
                    func makeWelcomeModule() -> UIViewController { let router = WelcomeRouter(); return WelcomeViewController() }
                    func makeHomeModule() -> UIViewController { let router = HomeRouter(); return HomeViewController() }
                }
                """
            ),
            (
                "App/Support/AppLauncher.swift",
                """
                final class AppLauncher {
                    static let shared = AppLauncher()
                    private let factory = ScreenFactory()
                    func launch() -> UIViewController { isNewUser ? startWelcome() : self.startHome() }
                    func signOut() -> UIViewController { startWelcome() }
                    private func startWelcome() -> UIViewController {
                        let welcome = factory.makeWelcomeModule()
                        window?.rootViewController = welcome
                        return welcome
                    }
                    private func startHome() -> UIViewController {
                        let home = UINavigationController(rootViewController: factory.makeHomeModule())
                        window?.rootViewController = home
                        return home
                    }
                }
                """
            ),
            (
                "App/Scenes/Splash/SplashRouter.swift",
                """
                final class SplashRouter {
                    func finish(from view: UIViewController) {
                        let launcher = AppLauncher()
                        view.present(launcher.launch(), animated: true)
                    }
                }
                """
            ),
            ("App/Scenes/Welcome/WelcomeRouter.swift", "final class WelcomeRouter {}"),
            ("App/Scenes/Home/HomeRouter.swift", "final class HomeRouter {}"),
            (
                "App/Scenes/Settings/SettingsRouter.swift",
                "final class SettingsRouter { func signOut() { let next = AppLauncher.shared.signOut() } }"
            ),
            (
                "App/SceneDelegate.swift",
                """
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene() { window?.rootViewController = ScreenFactory().makeSplashModule() }
                }
                """
            ),
        ]
    }

    @Test("a helper that modules call builds from those modules, not from the app, however it is named")
    func helperBuildsFromCallers() {
        let pairs = pairs(graph(launchHelperApp))
        #expect(pairs.contains("App -> Splash"))
        #expect(pairs.isSuperset(of: ["Splash -> Welcome", "Splash -> Home"]))
        #expect(pairs.contains("Settings -> Welcome"))
        #expect(!pairs.contains("App -> Welcome") && !pairs.contains("App -> Home"))
    }

    @Test("a central factory's method that a router outside its module's folder calls builds from that router's module")
    func factoryCalledThroughOutsideRouter() {
        let files =
            module("Notes") + module("NoteDetail") + [
                (
                    "App/Support/Assembly.swift",
                    """
                    final class Assembly {
                        func makeNotesModule() -> UIViewController { let router = NotesRouter(); return NotesViewController() }
                        func makeNoteDetailModule(note: Note) -> UIViewController {
                            let view: NoteDetailViewProtocol = NoteDetailViewController()
                            let router: NoteDetailRouterProtocol = NoteDetailRouter()
                            return view as? UIViewController ?? UIViewController()
                        }
                    }
                    """
                ),
                ("App/Scenes/NoteDetail/NoteDetailRouter.swift", "final class NoteDetailRouter: NoteDetailRouterProtocol {}"),
                ("App/Scenes/Notes/NotesProtocols.swift", "protocol NotesRouterProtocol { func open(_ note: Note) }"),
                (
                    "App/Scenes/Notes/NotesPresenterRouting.swift",
                    """
                    extension NotesPresenter {
                        var router: NotesRouterProtocol? { nil }
                        func select(_ note: Note) { router?.open(note) }
                    }
                    """
                ),
                (
                    "App/Support/Extensions/NotesRouter.swift",
                    """
                    final class NotesRouter: NotesRouterProtocol {
                        func open(_ note: Note) {
                            let detail = Assembly().makeNoteDetailModule(note: note)
                            source.navigationController?.pushViewController(detail, animated: true)
                        }
                    }
                    """
                ),
                (
                    "App/SceneDelegate.swift",
                    "final class SceneDelegate { func scene() { window?.rootViewController = Assembly().makeNotesModule() } }"
                ),
            ]
        #expect(pairs(graph(files)) == ["App -> Notes", "Notes -> NoteDetail"])
    }

    @Test("a module's view and view controller named apart from it, in its folder, are its own")
    func viewsInModuleFolder() {
        let files = [
            ("App/Scenes/MainScreen/Presenter/MainScreenPresenter.swift", "final class MainScreenPresenter {}"),
            ("App/Scenes/MainScreen/Interactor/MainScreenInteractor.swift", "final class MainScreenInteractor {}"),
            (
                "App/Scenes/MainScreen/View/MainScreenController.swift",
                "final class MainScreenController: UIViewController { override func loadView() { view = MainScreenView() } }"
            ),
            ("App/Scenes/MainScreen/View/MainScreenView.swift", "final class MainScreenView: UIView {}"),
            (
                "App/Scenes/MainScreen/Router/MainScreenRouter.swift",
                """
                final class MainScreenRouter {
                    func openTasks(from view: MainScreenViewProtocol) {
                        let tasks = Factory().makeTasksModule()
                        (view as? UIViewController)?.navigationController?.pushViewController(tasks, animated: true)
                    }
                }
                """
            ),
            ("App/Scenes/MainScreen/Protocols.swift", "protocol MainScreenViewProtocol: AnyObject {}"),
            ("App/Scenes/Tasks/Presenter/TasksPresenter.swift", "final class TasksPresenter {}"),
            ("App/Scenes/Tasks/Interactor/TasksInteractor.swift", "final class TasksInteractor {}"),
            (
                "App/Scenes/Tasks/View/TaskController.swift",
                "final class TaskController: UIViewController { override func loadView() { view = TasksView() } }"
            ),
            ("App/Scenes/Tasks/View/TasksView.swift", "final class TasksView: UIView {}"),
            (
                "App/Support/Factory.swift",
                """
                final class Factory {
                    func makeMainScreenModule() -> UIViewController { MainScreenController() }
                    func makeTasksModule() -> UIViewController { TaskController() }
                }
                """
            ),
            (
                "App/SceneDelegate.swift",
                "final class SceneDelegate { func scene() { window?.rootViewController = Factory().makeMainScreenModule() } }"
            ),
        ]
        // The vocabulary reads `MainScreenPresenter` as module `Main` with a `Screen` word.
        let graph = graph(files)
        #expect(graph.modules == ["Main", "Tasks"])
        #expect(pairs(graph) == ["App -> Main", "Main -> Tasks"])
    }

    @Test(
        "a pop-up view controller and an alert helper with no Presenter or Interactor are no modules; a plain screen among the modules is")
    func popUpsAreNoModules() {
        let files =
            module("Edit", folder: "App/Modules") + [
                (
                    "App/Modules/Edit/EditRouter.swift",
                    """
                    final class EditRouter {
                        func confirm(from view: UIViewController) {
                            let popup = PopupController()
                            view.present(popup, animated: true)
                        }
                        func warn(from view: UIViewController) { view.present(AlertView.make(title: "Oops"), animated: true) }
                        func receipt(from view: UIViewController) { view.navigationController?.pushViewController(ReceiptViewController(), animated: true) }
                        func history(from view: UIViewController) {
                            view.present(RoundedNavigationController(rootViewController: EditHistoryViewController()), animated: true)
                        }
                    }
                    """
                ),
                ("App/Modules/Receipt/ReceiptViewController.swift", "final class ReceiptViewController: UIViewController {}"),
                ("App/Modules/Edit/Screens/EditHistoryViewController.swift", "final class EditHistoryViewController: UIViewController {}"),
                ("App/Components/Popup/PopupController.swift", "final class PopupController: UIViewController {}"),
                ("App/Components/RoundedNavigationController.swift", "final class RoundedNavigationController: UINavigationController {}"),

                (
                    "App/Components/AlertView.swift",
                    "final class AlertView { static func make(title: String) -> UIAlertController { UIAlertController(title: title, message: nil, preferredStyle: .alert) } }"
                ),
            ]
        let graph = graph(files)
        #expect(pairs(graph) == ["Edit -> Receipt", "Edit -> EditHistory"])
        #expect(!graph.modules.contains("Popup") && !graph.modules.contains("Alert") && !graph.modules.contains("RoundedNavigation"))
    }

    @Test(
        "a router and an interactor that serve several modules' contracts are app-wide: their navigation is drawn from the modules that call them"
    )
    func sharedRouter() {
        let files =
            module("Home") + module("Detail") + [
                ("App/Scenes/Home/HomeRouting.swift", "protocol HomeRouting { func showDetail() }"),
                ("App/Scenes/Detail/DetailRouting.swift", "protocol DetailRouting { func close() }"),
                ("App/Scenes/Home/HomeInteracting.swift", "protocol HomeInteracting {}\nextension CoreInteractor: HomeInteracting {}"),
                (
                    "App/Scenes/Detail/DetailInteracting.swift",
                    "protocol DetailInteracting {}\nextension CoreInteractor: DetailInteracting {}"
                ),
                ("App/Core/CoreInteractor.swift", "struct CoreInteractor { let store: Store }"),
                (
                    "App/Core/CoreBuilder.swift",
                    """
                    struct CoreBuilder {
                        func homeScreen() -> UIViewController { HomeViewController() }
                        func detailScreen() -> UIViewController { DetailViewController() }
                    }
                    """
                ),
                (
                    "App/Scenes/Home/HomePresenter+Actions.swift",
                    """
                    extension HomePresenter {
                        var router: HomeRouting { fatalError() }
                        func didSelect() { router.showDetail() }
                    }
                    """
                ),
                (
                    "App/Core/CoreRouter.swift",
                    """
                    struct CoreRouter {
                        let navigationController: UINavigationController
                        let builder: CoreBuilder
                        func showDetail() { navigationController.pushViewController(builder.detailScreen(), animated: true) }
                        func close() { navigationController.popViewController(animated: true) }
                    }
                    extension CoreRouter: HomeRouting {}
                    extension CoreRouter: DetailRouting {}
                    """
                ),
            ]
        let graph = graph(files)
        #expect(pairs(graph) == ["Home -> Detail"])
        #expect(!graph.modules.contains("Core"))
    }

    @Test("an extension of the platform's view controller is no module's code: its navigation is its callers'")
    func platformExtension() {
        let files =
            module("Edit", folder: "App/Modules") + [
                ("App/Modules/Receipt/ReceiptViewController.swift", "final class ReceiptViewController: UIViewController {}"),
                (
                    "App/Components/UIViewController+Receipt.swift",
                    "extension UIViewController { func showReceipt() { present(ReceiptViewController(), animated: true) } }"
                ),
            ]
        #expect(!graph(files).modules.contains("UI"))
        // Nothing calls it: it starts nowhere, not at the app.
        #expect(pairs(graph(files)) == [])
        let called =
            files + [("App/Modules/Edit/EditViewController+Done.swift", "extension EditViewController { func done() { showReceipt() } }")]
        #expect(pairs(graph(called)) == ["Edit -> Receipt"])
    }

    @Test(
        "code in an extension of a protocol only one module's router adopts is that module's, the adoption written through its own type alias"
    )
    func protocolExtensionOfOneModule() {
        let files =
            module("Category") + module("Product") + [
                (
                    "App/Scenes/Category/CategoryRouter.swift",
                    """
                    protocol CategoryRoute { func toProduct(withID id: String) }
                    extension CategoryRoute where Self: BaseRouter {
                        func toProduct(withID id: String) { open(ProductBuilder.create().view, completion: nil) }
                    }
                    final class CategoryRouter: BaseRouter, CategoryRouter.Routes {
                        typealias Routes = CategoryRoute
                    }
                    """
                ),
                (
                    "App/Scenes/Product/ProductBuilder.swift",
                    "final class ProductBuilder { static func create() -> (view: UIViewController, router: ProductRouter) { (ProductViewController(), ProductRouter()) } }"
                ),
            ]
        #expect(pairs(graph(files)) == ["Category -> Product"])
    }

    @Test("types named for the application are the app's")
    func applicationNamedTypes() {
        let files =
            module("Welcome") + [
                (
                    "App/Configurators/ApplicationConfigurator.swift",
                    "final class ApplicationConfigurator { func configure() { window.rootViewController = WelcomeViewController() } }"
                )
            ]
        let graph = graph(files)
        #expect(pairs(graph) == ["App -> Welcome"])
        #expect(graph.modules == ["Welcome"])
    }

    @Test("a type alias declared in a presenter is that presenter's: another presenter's alias of the same name names its own wireframe")
    func nestedTypeAliases() {
        let files =
            module("Feed") + module("Post") + module("Comments") + module("Likes") + [
                (
                    "App/Scenes/Feed/FeedPresenter+Wireframe.swift",
                    """
                    extension FeedPresenter {
                        typealias ModuleWireframe = FeedWireframeInterface
                        var wireframe: ModuleWireframe! { nil }
                        func open() { wireframe.showNext() }
                    }
                    """
                ),
                (
                    "App/Scenes/Post/PostPresenter+Wireframe.swift",
                    """
                    extension PostPresenter {
                        typealias ModuleWireframe = PostWireframeInterface
                        var wireframe: ModuleWireframe! { nil }
                        func open() { wireframe.showNext() }
                    }
                    """
                ),
                (
                    "App/Extensions/FeedWireframeExtension.swift",
                    """
                    protocol FeedWireframeInterface {}
                    extension FeedWireframeInterface { func showNext() { root.present(CommentsViewController(), animated: true) } }
                    """
                ),
                (
                    "App/Extensions/PostWireframeExtension.swift",
                    """
                    protocol PostWireframeInterface {}
                    extension PostWireframeInterface { func showNext() { root.present(LikesViewController(), animated: true) } }
                    """
                ),
            ]
        #expect(pairs(graph(files)) == ["Feed -> Comments", "Post -> Likes"])
    }

    @Test("a call whose receiver's type is unknown reaches a helper's method of its name only if that method takes as many arguments")
    func unknownReceiverArity() {
        let files =
            module("Feed") + module("Home") + [
                (
                    "App/Support/Launcher.swift",
                    "final class Launcher { func configure() { window.rootViewController = HomeViewController() } }"
                ),
                (
                    "App/AppDelegate.swift",
                    "final class AppDelegate: UIResponder, UIApplicationDelegate { let launcher = Launcher(); func start() { launcher.configure() } }"
                ),
                (
                    "App/Scenes/Feed/FeedViewController+Cells.swift",
                    "extension FeedViewController { func cell(at row: Int) -> UITableViewCell { let cell = table.dequeue(row); cell.configure(with: row); return cell } }"
                ),
            ]
        #expect(pairs(graph(files)) == ["App -> Home"])
    }

    @Test("a UIKit view named like a module's View, and a class named like a module's contract, make no screen of it")
    func subviewsAndContractNamedClasses() {
        let files =
            module("Score") + module("History")
            + [
                ("App/Views/ScoreView.swift", "final class ScoreView: UIView {}"),
                ("App/Views/ScoreViewInput.swift", "final class ScoreViewInput: NSObject {}"),
                (
                    "App/Scenes/History/HistoryHeaderView.swift",
                    """
                    final class HistoryHeaderView: UIView {
                        private let scoreView: ScoreView = {
                            let view = ScoreView()
                            return view
                        }()
                        func makeInput() -> ScoreViewInput { ScoreViewInput() }
                    }
                    """
                ),
            ]
        #expect(!pairs(graph(files)).contains("History -> Score"))
    }

    @Test("a view model named for a screen's module is that module's code, wherever its folder is and whoever calls it")
    func viewModelOfModule() {
        let files =
            module("Swap")
            + [
                ("App/Modules/Home/WalletViewController.swift", "final class WalletViewController: UIViewController {}"),
                ("App/Modules/Home/WalletWireframe.swift", "final class WalletWireframe { func close() {} }"),
                (
                    "App/Modules/Home/WalletViewModel.swift",
                    """
                    final class WalletViewModel {
                        func setUp() { card = CardSDK(onSwap: { [weak self] controller in self?.showSwap(in: controller) }) }
                        func showSwap(in controller: UIViewController) { controller.present(SwapViewController(), animated: true) }
                    }
                    """
                ),
            ]
        #expect(pairs(graph(files)) == ["Wallet -> Swap"])
    }
}
