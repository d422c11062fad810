import Testing
import VIPERGraph

/// Closures stored in an object's property run where that property is called, not where they
/// are stored: an app-wide router filled with one closure per screen at launch, and a flow
/// coordinator telling a module's presenter what to do when the user picks a row.
@Suite("Stored closures")
struct StoredClosureTests {
    @Test("a router of closures filled at launch shows each screen from the module that calls it, and one never called from none")
    func closureRegistry() {
        let files =
            module("Home") + module("Cart") + module("Help")
            + [
                (
                    "App/Core/ScreenRegistry.swift",
                    """
                    public final class ScreenRegistry {
                        public static let shared: ScreenRegistry = ScreenRegistry()
                        public var homeScreen: (() -> Void)? = nil
                        public var cartScreen: ((_ from: UIViewController) -> Void)?
                        public var helpScreen: (() -> Void)?
                        public func openHome() { self.homeScreen?() }
                        public func openCart(_ from: UIViewController) { cartScreen?(from) }
                    }
                    """
                ),
                (
                    "App/SceneDelegate.swift",
                    """
                    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        func scene(_ scene: UIScene, willConnectTo session: UISceneSession) {
                            fillRegistry()
                            ScreenRegistry.shared.openHome()
                        }
                        func fillRegistry() {
                            ScreenRegistry.shared.homeScreen = { HomeRouter.showModule() }
                            ScreenRegistry.shared.cartScreen = { from in CartRouter.showModule(from: from) }
                            ScreenRegistry.shared.helpScreen = { HelpRouter.showModule() }
                        }
                    }
                    """
                ),
                (
                    "App/Scenes/Home/HomeRouter.swift",
                    """
                    final class HomeRouter {
                        static func showModule() { UIApplication.shared.windows.first?.rootViewController = HomeViewController() }
                        func openCart(from view: UIViewController) { ScreenRegistry.shared.openCart(view) }
                    }
                    """
                ),
                (
                    "App/Scenes/Cart/CartRouter.swift",
                    """
                    final class CartRouter {
                        static func showModule(from: UIViewController) { from.navigationController?.pushViewController(CartViewController(), animated: true) }
                    }
                    """
                ),
                (
                    "App/Scenes/Help/HelpRouter.swift",
                    "final class HelpRouter { static func showModule() { UIApplication.shared.windows.first?.rootViewController = HelpViewController() } }"
                ),
            ]
        #expect(pairs(graph(files)) == ["App -> Home", "Home -> Cart"])
    }

    @Test("a closure a flow coordinator stores on a module's presenter shows its screen from that module")
    func closureOnPresenter() {
        let files =
            module("Detail")
            + [
                (
                    "App/Scenes/List/ListPresenter.swift",
                    """
                    final class ListPresenter {
                        var onSelect: ((Int) -> Void)?
                        func didSelect(_ row: Int) { onSelect?(row) }
                    }
                    """
                ),
                ("App/Scenes/List/ListInteractor.swift", "final class ListInteractor {}"),
                ("App/Scenes/List/ListViewController.swift", "final class ListViewController: UIViewController {}"),
                (
                    "App/Flows/ItemsCoordinator.swift",
                    """
                    final class ItemsCoordinator {
                        let navigation: UINavigationController
                        init(navigation: UINavigationController) { self.navigation = navigation }
                        func start() {
                            let presenter = ListPresenter()
                            presenter.onSelect = { [weak self] row in
                                self?.navigation.pushViewController(DetailViewController(), animated: true)
                            }
                            navigation.setViewControllers([ListViewController()], animated: false)
                        }
                    }
                    """
                ),
                (
                    "App/AppDelegate.swift",
                    "final class AppDelegate: UIApplicationDelegate { func start() { ItemsCoordinator(navigation: nav).start() } }"
                ),
            ]
        #expect(pairs(graph(files)) == ["App -> List", "List -> Detail"])
    }

    @Test(
        "what a container's registration of a screen makes is that screen's making, not the work of whoever runs the assembly; a registered contract keeps the assembly's module"
    )
    func registrationClosures() {
        let files =
            module("Email") + module("Game") + module("Overview") + module("Filter")
            + [
                (
                    "Auth/Sources/PresentationAssembly.swift",
                    """
                    struct PresentationAssembly: Swinject.Assembly {
                        func assemble(container: Container) {
                            container.register(EmailViewController.self) { (resolver, output: LoginOutput) in
                                let view = EmailViewController()
                                let router = EmailRouter(resolver: resolver, output: output)
                                router.view = view
                                return view
                            }
                        }
                    }
                    """
                ),
                (
                    "App/Scenes/Game/GameAssembly.swift",
                    """
                    public struct GameAssembly: Swinject.Assembly {
                        private let assemblys: [Swinject.Assembly] = [PresentationAssembly()]
                        public func assemble(container: Container) { assemblys.forEach { $0.assemble(container: container) } }
                    }
                    """
                ),
                (
                    "App/Scenes/Overview/OverviewAssembly.swift",
                    """
                    final class OverviewAssembly: Assembly {
                        func assemble(container: Container) {
                            container.register(OverviewWireframeProtocol.self) { r in
                                let filter = r.resolve(FilterWireframeProtocol.self)!
                                return OverviewWireframe(filter: filter)
                            }
                        }
                    }
                    """
                ),
            ]
        #expect(pairs(graph(files)) == ["Overview -> Filter"])
    }
}
