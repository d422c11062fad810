import Testing
import VIPERGraph

/// The ways real apps make another module's screen, learned by shape rather than by name:
/// factories of any name on a module's Assembly, Factory, Configurator, Initializer or Router,
/// storyboards, containers, and app-wide factories whose methods name the module they build.
@Suite("Module construction")
struct ModuleConstructionTests {
    /// Two modules with a Presenter and a screen each, as the app declares them.
    private let modules = """
        final class WalletPresenter {}
        final class WalletViewController: UIViewController {}
        final class TransferPresenter {}
        final class TransferViewController: UIViewController {}
        """

    private func edges(_ source: String) -> [ModuleEdge] {
        graph(modules, source).edges
    }

    @Test("a static factory of any name on another module's Assembly builds that module; a service assembly builds none")
    func assemblyFactoryOfAnyName() {
        #expect(
            edges(
                """
                final class TransferAssembly { static func configureModule(amount: Int) -> TransferViewController? { nil } }
                final class LedgerAssembly { static func buildService() -> Ledger { Ledger() } }
                final class WalletRouter {
                    weak var view: UIViewController?
                    func openTransfer() {
                        guard let module = TransferAssembly.configureModule(amount: 1)?.view else { return }
                        view?.navigationController?.pushViewController(module, animated: true)
                    }
                    func sync() { let ledger = LedgerAssembly.buildService(); ledger.sync() }
                }
                """) == [ModuleEdge(from: "Wallet", to: "Transfer", kind: .push, route: nil)])
    }

    @Test("a view factory builds the module it is named for, without the View word")
    func viewFactory() {
        let graph = graph(
            modules,
            """
            enum TransferViewFactory { static func createView(for wallet: String) -> UIViewController? { nil } }
            final class WalletWireframe {
                func showTransfer(from view: UIViewController?) {
                    guard let transfer = TransferViewFactory.createView(for: "main") else { return }
                    view?.present(transfer, animated: true)
                }
            }
            """)
        #expect(graph.edges == [ModuleEdge(from: "Wallet", to: "Transfer", kind: .present, route: nil)])
        #expect(graph.modules == ["Transfer", "Wallet"])
    }

    @Test("a factory that wraps the screen it is given shows that screen, and is no module itself")
    func wrappingFactory() {
        let graph = graph(
            modules,
            """
            enum FlowNavigationFactory { static func createNavigation(from root: UIViewController) -> UINavigationController { .init() } }
            final class WalletRouter {
                func openTransfer(from view: UIViewController) {
                    guard let transfer = TransferViewFactory.createView() else { return }
                    let navigation = FlowNavigationFactory.createNavigation(from: transfer.controller)
                    view.present(navigation, animated: true)
                }
            }
            """)
        #expect(graph.edges == [ModuleEdge(from: "Wallet", to: "Transfer", kind: .present, route: nil)])
        #expect(graph.modules == ["Transfer", "Wallet"])
    }

    @Test("an instance factory held by a module, and a module's Initializer or Configurator, build that module")
    func instanceFactories() {
        #expect(
            edges(
                """
                final class TransferModuleInitializer { func makeScreen() -> UIViewController { UIViewController() } }
                final class WalletRouter {
                    let transferConfigurator: TransferConfigurator
                    func openTransfer(_ view: UIViewController) {
                        view.present(transferConfigurator.configure(), animated: true)
                    }
                    func openAgain(_ view: UIViewController) {
                        view.present(TransferModuleInitializer().makeScreen(), animated: true)
                    }
                }
                final class TransferConfigurator { func configure() -> UIViewController { UIViewController() } }
                """) == [ModuleEdge(from: "Wallet", to: "Transfer", kind: .present, route: nil)])
    }

    @Test("a storyboard or an identifier naming a module's screen builds it, also through R.swift")
    func storyboards() {
        #expect(
            edges(
                """
                final class WalletRouter {
                    func openTransfer(_ tabs: UITabBarController) {
                        let storyboard = UIStoryboard(name: "Transfer", bundle: nil)
                        tabs.viewControllers = [storyboard.instantiateInitialViewController()!]
                    }
                    func openByIdentifier(_ view: UIViewController) {
                        let next = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "TransferVC")
                        view.present(next, animated: true)
                    }
                    func openGenerated(_ view: UIViewController) {
                        view.present(R.storyboard.main.transferViewController()!, animated: true)
                    }
                }
                """) == [
                    ModuleEdge(from: "Wallet", to: "Transfer", kind: .present, route: nil),
                    ModuleEdge(from: "Wallet", to: "Transfer", kind: .tabs, route: nil),
                ])
    }

    @Test("a container's screen or coordinator assembly builds its module")
    func containers() {
        #expect(
            edges(
                """
                final class WalletRouter {
                    func openTransfer(_ view: UIViewController) {
                        guard let transfer = container.resolve(TransferViewController.self) else { return }
                        view.present(transfer, animated: true)
                    }
                }
                final class TransferCoordinatorAssembly { func build(router: Router) -> TransferCoordinator { TransferCoordinator() } }
                final class TransferCoordinator {}
                final class WalletInteractor {
                    func next() { container.resolve(TransferCoordinatorAssembly.self).build(router: router).start() }
                }
                """) == [
                    ModuleEdge(from: "Wallet", to: "Transfer", kind: .builds, route: nil),
                    ModuleEdge(from: "Wallet", to: "Transfer", kind: .present, route: nil),
                ])
    }

    @Test(
        "a View's contract asked of a container is that screen's, also of a screen with no Presenter or named with the app's word, and so is what a method called on it returns; a property of that type is no screen made"
    )
    func containerViewContracts() {
        let files =
            module("Files") + module("AppSettings")
            + [
                (
                    "App/Scenes/AppSettings/AppSettingsViewInput.swift",
                    "protocol AppSettingsViewInput { func getViewController() -> UIViewController }"
                ),
                ("App/Scenes/Popup/PopupViewController.swift", "final class PopupViewController: UIViewController, PopupViewInput {}"),
                ("App/Scenes/Popup/PopupAssembly.swift", "final class PopupAssembly: Assembly {}"),
                ("App/Scenes/Popup/PopupViewInput.swift", "protocol PopupViewInput { func getViewController() -> UIViewController }"),
                ("App/Scenes/Error/ErrorViewController.swift", "final class ErrorViewController: UIViewController, ErrorViewInput {}"),
                ("App/Scenes/Error/ErrorViewInput.swift", "protocol ErrorViewInput { func getViewController() -> UIViewController }"),
                (
                    "App/Scenes/Files/FilesRouter.swift",
                    """
                    final class FilesRouter {
                        let resolver: Resolver
                        weak var viewController: UIViewController?
                        func presentError() {
                            if let popup = resolver.resolve(PopupViewInput.self) {
                                let navigation = UINavigationController(rootViewController: popup.getViewController())
                                viewController?.present(navigation, animated: true)
                            }
                        }
                        func openSettings() {
                            if let settings = resolver.resolve(AppSettingsViewInput.self) {
                                viewController?.present(settings.getViewController(), animated: true)
                            }
                        }
                    }
                    """
                ),
                (
                    "App/Shared/ErrorAlerts.swift",
                    """
                    final class ErrorAlerts {
                        weak var view: ErrorViewInput?
                        func show() { wireframe.present(message: "", from: view) }
                    }
                    """
                ),
                ("App/Scenes/Files/FilesPresenter+Errors.swift", "extension FilesPresenter { func failed() { ErrorAlerts().show() } }"),
            ]
        #expect(pairs(graph(files)) == ["Files -> Popup", "Files -> AppSettings"])
    }

    @Test("a factory declared with one module's builder contract and made of a class named for no module builds the declared one")
    func factoryDeclaredWithContract() {
        let files =
            module("Dashboard") + module("SignInBenefits")
            + [
                (
                    "App/Scenes/SignInBenefits/SignInBenefitsModuleFactory.swift",
                    """
                    protocol SignInBenefitsModuleFactory { func create() -> UIViewController }
                    final class SignInPromoModuleFactoryImpl: SignInBenefitsModuleFactory {
                        func create() -> UIViewController { SignInBenefitsViewController() }
                    }
                    """
                ),
                (
                    "App/Scenes/Dashboard/DashboardRouter.swift",
                    """
                    final class DashboardRouter {
                        weak var transitionHandler: UIViewController?
                        func openSignIn() {
                            let factory: SignInBenefitsModuleFactory = SignInPromoModuleFactoryImpl()
                            let module = factory.create()
                            transitionHandler?.present(UINavigationController(rootViewController: module), animated: true)
                        }
                    }
                    """
                ),
            ]
        #expect(pairs(graph(files)) == ["Dashboard -> SignInBenefits"])
    }

    @Test("a transition given a module's input contract as its destination builds that module")
    func transitionToInputContract() {
        let files =
            module("Settings") + module("Defaults")
            + [
                ("App/Scenes/Defaults/DefaultsModuleInput.swift", "protocol DefaultsModuleInput: AnyObject { func configure() }"),
                (
                    "App/Scenes/Settings/SettingsRouter.swift",
                    """
                    final class SettingsRouter {
                        weak var transitionHandler: UIViewController!
                        func openDefaults() {
                            let factory = StoryboardFactory(storyboardName: "Defaults")
                            try! transitionHandler
                                .forStoryboard(factory: factory, to: DefaultsModuleInput.self)
                                .to(preferred: .navigation(style: .push))
                                .then { module in module.configure() }
                        }
                    }
                    """
                ),
            ]
        #expect(pairs(graph(files)) == ["Settings -> Defaults"])
    }

    @Test("an app-wide factory is no module: the edge goes from the module that calls its method, which names what it builds")
    func centralFactory() {
        let graph = graph(
            modules,
            """
            protocol AssemblyBuilderProtocol { func createTransferModule(router: Router) -> UIViewController }
            final class AssemblyBuilder: AssemblyBuilderProtocol {
                func createTransferModule(router: Router) -> UIViewController { makeConfigured(router) }
            }
            final class WalletRouter {
                let assemblyBuilder: AssemblyBuilderProtocol
                let navigationController: UINavigationController
                func showTransfer() {
                    let next = assemblyBuilder.createTransferModule(router: self)
                    navigationController.pushViewController(next, animated: true)
                }
            }
            """)
        #expect(graph.edges == [ModuleEdge(from: "Wallet", to: "Transfer", kind: .push, route: nil)])
        #expect(!graph.modules.contains("Assembly"))
    }

    @Test(
        "a factory named for modules or screens in the plural is app-wide, even with one method: no module of its own",
        arguments: ["ModulesFactory", "ScreensFactory", "ScenesAssembly", "ViewControllersFactory", "ModulesBuilder"])
    func pluralFactory(_ name: String) {
        let graph = graph(
            modules,
            """
            final class \(name) {
                static func makeTransferModule() -> UIViewController { TransferViewController() }
            }
            final class WalletRouter {
                weak var view: UIViewController?
                func openTransfer() { view?.present(\(name).makeTransferModule(), animated: true) }
            }
            """)
        #expect(graph.edges == [ModuleEdge(from: "Wallet", to: "Transfer", kind: .present, route: nil)])
        #expect(graph.modules.sorted() == ["Transfer", "Wallet"])
    }

    @Test("an app-wide factory reached through a composition of its protocols pushes from the module that calls it")
    func factoryThroughComposition() {
        let graph = graph(
            modules,
            """
            protocol TransferFactory { func makeMoneyModule(navigationController: UINavigationController) }
            protocol HistoryFactory { func makeHistoryModule(navigationController: UINavigationController) }
            typealias WalletFactories = TransferFactory & HistoryFactory
            struct ModulesFactoryImpl {}
            extension ModulesFactoryImpl: TransferFactory {
                func makeMoneyModule(navigationController: UINavigationController) {
                    navigationController.pushViewController(TransferViewController(), animated: true)
                }
            }
            extension ModulesFactoryImpl: HistoryFactory {
                func makeHistoryModule(navigationController: UINavigationController) {
                    navigationController.pushViewController(HistoryViewController(), animated: true)
                }
            }
            final class HistoryPresenter {}
            final class HistoryViewController: UIViewController {}
            final class WalletRouter {
                let factories: WalletFactories
                let navigationController: UINavigationController
                func openTransfer() { factories.makeMoneyModule(navigationController: navigationController) }
            }
            """)
        #expect(graph.edges.contains(ModuleEdge(from: "Wallet", to: "Transfer", kind: .push, route: nil)))
    }

    @Test("a module's part asked of a factory by its type builds that module; a value decoded by its type does not")
    func partRequestedByType() {
        let graph = graph(
            module("Wallet") + module("Transfer")
                + [
                    ("App/Scenes/Transfer/TransferComponent.swift", "final class TransferComponent: ComponentProtocol {}"),
                    ("App/Scenes/Transfer/TransferReceipt.swift", "struct TransferReceipt: Decodable {}"),
                    (
                        "App/Scenes/Wallet/WalletRouter.swift",
                        """
                        final class WalletRouter {
                            let moduleFactory: ModuleFactory
                            func openTransfer() {
                                let component = moduleFactory.component(ofType: TransferComponent.self, output: self)
                                view.push(component.viewController)
                            }
                            func receipt(_ data: Data) -> TransferReceipt? { try? decoder.decode(TransferReceipt.self, from: data) }
                        }
                        """
                    ),
                ])
        #expect(pairs(graph) == ["Wallet -> Transfer"])
    }

    @Test("a builder's build method handed over uncalled builds its module from the code that hands it")
    func buildMethodHandedOver() {
        let graph = graph(
            modules,
            """
            enum TransferBuilder { static func build() -> UIViewController { TransferViewController() } }
            final class WalletRouter { init(submodules: (transfer: () -> UIViewController, help: () -> UIViewController)) {} }
            enum WalletBuilder {
                static func build() -> UIViewController {
                    _ = WalletRouter(submodules: (transfer: TransferBuilder.build, help: { UIViewController() }))
                    return WalletViewController()
                }
            }
            final class AppDelegate { func start() { window?.rootViewController = WalletBuilder.build() } }
            """)
        #expect(pairs(graph).contains("Wallet -> Transfer"))
        #expect(graph.findings.isEmpty)
    }

    @Test("a build verb told to a delegate or output reports an event and builds nothing; on a factory it builds")
    func buildVerbOnEventReceiver() {
        let graph = graph(
            modules,
            """
            final class TransferFormView: UIView {
                weak var delegate: TransferFormDelegate?
                weak var moduleOutput: TransferFormOutput?
                @objc func save() {
                    delegate?.createTransfer(amount: 1)
                    moduleOutput?.makeTransfer(amount: 1)
                }
            }
            final class WalletRouter {
                let factory: ScreenFactory
                func open(_ view: UIViewController) { view.present(factory.makeTransfer(), animated: true) }
            }
            """)
        #expect(graph.edges == [ModuleEdge(from: "Wallet", to: "Transfer", kind: .present, route: nil)])
    }

    @Test("a module's call to an app-wide router through a delegate protocol it adopts in an extension leads where that router goes")
    func appRouterThroughDelegate() {
        #expect(
            edges(
                """
                protocol WalletRouterDelegate: AnyObject { func routeToTransfer() }
                final class WalletRouter {
                    weak var delegate: WalletRouterDelegate?
                    func next() { delegate?.routeToTransfer() }
                }
                final class TransferRouter { func start() {} }
                final class AppFlowController {
                    var transfer: TransferRouter?
                    func routeToTransfer() { transfer = TransferRouter(); transfer?.start() }
                }
                extension AppFlowController: WalletRouterDelegate {}
                """) == [ModuleEdge(from: "Wallet", to: "Transfer", kind: .builds, route: nil)])
    }

    @Test("a router named for no module that conforms to a module's contract is that module's")
    func routerByContract() {
        #expect(
            edges(
                """
                protocol WalletRouterProtocol {}
                final class WalletsRouter: WalletRouterProtocol {
                    func openTransfer(_ view: UIViewController) { view.present(TransferViewController(), animated: true) }
                }
                """) == [ModuleEdge(from: "Wallet", to: "Transfer", kind: .present, route: nil)])
    }

    @Test("a screen with no Presenter or Interactor of its own is a component: never unreached, and a part returned is no edge")
    func components() {
        let graph = graph(
            modules,
            """
            final class ConfirmPopupViewController: UIViewController {}
            final class ConfirmPopupRouter {}
            final class BalanceCardView: UIView {}
            extension WalletViewController {
                func header() -> UIView { BalanceCardView() }
            }
            final class AppDelegate { func start() { window?.rootViewController = WalletViewController() } }
            """)
        #expect(graph.edges == [ModuleEdge(from: "App", to: "Wallet", kind: .setRoot, route: nil)])
        #expect(graph.findings.map(\.subject) == ["Transfer"])
    }

    @Test("a module whose Presenter another module's factory assembles is built there, not unreached")
    func assembledByAnotherFactory() {
        let graph = graph(
            modules,
            """
            final class WalletRouter { func open(_ view: UIViewController) { view.present(PinViewFactory.createView(), animated: true) } }
            final class PinPresenter {}
            final class PinViewController: UIViewController {}
            enum PinViewFactory {
                static func createView() -> UIViewController { createSecured() }
                static func createSecured() -> UIViewController { _ = TransferPresenter(); return PinViewController() }
            }
            """)
        #expect(graph.findings.map(\.subject) == ["Wallet"])
    }

    @Test("an unreached module's finding says what was searched")
    func unreachedSaysWhatWasSearched() throws {
        let finding = try #require(graph(modules).findings.first)
        #expect(finding.message.contains("searched: calls on its Builder, Assembly, Factory, Configurator or Router"))
        #expect(finding.message.contains("storyboards and identifiers naming it"))
    }

    @Test("tabs made by build calls and mapped to the controllers that wrap them are the tab bar's")
    func mappedTabs() {
        let graph = graph(
            """
            final class TabPresenter {}
            final class TabViewController: UITabBarController {}
            final class CartPresenter {}
            final class CartViewController: UIViewController {}
            final class CartBuilder {
                static func create() -> (presenter: CartPresenter, view: CartViewController) { (CartPresenter(), CartViewController()) }
            }
            extension TabViewController {
                func setupInitialState() {
                    let cartView = CartBuilder.create().view
                    viewControllers = [cartView].map { UINavigationController(rootViewController: $0) }
                }
            }
            """)
        #expect(graph.edges == [ModuleEdge(from: "Tab", to: "Cart", kind: .tabs, route: nil)])
    }

    @Test(
        "a coordinator's switch over its screens serves each case with what the method it calls shows; a screen is a module object's property"
    )
    func coordinatorScreens() {
        let files =
            module("Friends", folder: "App/Modules") + module("AddFriend", folder: "App/Modules") + [
                (
                    "App/Modules/Friends/FriendsRouter.swift",
                    """
                    final class FriendsRouter {
                        weak var coordinator: CoordinatorProtocol?
                        func showAddFriend() {
                            guard let flow = coordinator as? FriendsCoordinatorFlow else { return }
                            flow.open(screen: .addFriend)
                        }
                    }
                    """
                ),
                (
                    "App/Modules/AddFriend/AddFriendModule.swift",
                    """
                    final class AddFriendModule {
                        let controller: UIViewController
                        init(coordinator: CoordinatorProtocol) { controller = AddFriendViewController() }
                    }
                    """
                ),
                (
                    "App/Coordinators/FriendsCoordinator.swift",
                    """
                    protocol FriendsCoordinatorFlow { func open(screen: FriendsCoordinator.Screens) }
                    final class FriendsCoordinator: CoordinatorProtocol {
                        enum Screens { case addFriend }
                        var modulePresenter: Presentable?
                    }
                    extension FriendsCoordinator: FriendsCoordinatorFlow {
                        func open(screen: FriendsCoordinator.Screens) {
                            switch screen {
                            case .addFriend: showAddFriendScreen()
                            }
                        }
                        func showAddFriendScreen() {
                            let module = AddFriendModule(coordinator: self)
                            modulePresenter?.presentModule(with: module.controller, animated: true)
                        }
                    }
                    """
                ),
            ]
        let graph = graph(files)
        #expect(pairs(graph) == ["Friends -> AddFriend"])
        // Nothing here shows Friends; the route is served.
        #expect(graph.findings.map(\.subject) == ["Friends"])
    }

    @Test(
        "a screen made here that enters with how it is shown (its own wireframe's enter(with:)) is shown; a dispatch group's enter() is no navigation"
    )
    func screenEnters() {
        let graph = graph(
            """
            final class NewsFeedPresenter {}
            final class NewsFeedViewController: UIViewController {}
            protocol NewsFeedWireframeInterface {}
            final class NewsFeedWireframe: NewsFeedWireframeInterface {}
            final class TimelinePresenter {}
            final class TimelineViewController: UIViewController {}
            extension NewsFeedWireframeInterface {
                func showTimeline(from parent: UIViewController?) {
                    let timeline = TimelineViewController()
                    var property = WireframeEntryProperty()
                    property.parent = parent
                    timeline.enter(with: property)
                }
                func refresh(group: DispatchGroup) { group.enter() }
            }
            """)
        #expect(graph.edges == [ModuleEdge(from: "NewsFeed", to: "Timeline", kind: .shows, route: nil)])
    }

    @Test(
        "an Initializer made with what it configures and kept by no one builds its module, from a Presenter or a view controller; one handed to a container builds nothing"
    )
    func initializerMadeAndDiscarded() {
        let files =
            module("Welcome") + module("SignIn") + module("Category") + module("Settings")
            + [
                (
                    "App/Scenes/Welcome/WelcomeRouter.swift",
                    """
                    final class WelcomeRouter {
                        func signIn() {
                            let signIn = SignInPresenter()
                            _ = SignInModuleInitializer(presenter: signIn)
                            root.pushViewController(signIn.view as! UIViewController, animated: true)
                        }
                        func guest() {
                            let main = CategoryViewController()
                            _ = CategoryModuleInitializer(viewController: main)
                            slide.changeMainViewController(main, close: true)
                        }
                        func register(container: Container) {
                            container.apply(SettingsModuleInitializer(scope: .shared))
                        }
                    }
                    """
                ),
                (
                    "App/Scenes/SignIn/SignInModuleInitializer.swift",
                    "final class SignInModuleInitializer { init(presenter: AnyObject) {} }"
                ),
                (
                    "App/Scenes/Category/CategoryModuleInitializer.swift",
                    "final class CategoryModuleInitializer { init(viewController: CategoryViewController) {} }"
                ),
            ]
        #expect(pairs(graph(files)) == ["Welcome -> SignIn", "Welcome -> Category"])
    }

    @Test("a Wireframe asked of a container by its contract is its module's, and so is the screen it holds")
    func wireframeResolvedByContract() {
        let files =
            module("Meals") + module("MealDetails")
            + [
                (
                    "App/Scenes/MealDetails/MealDetailsWireframe.swift",
                    """
                    protocol MealDetailsWireframeProtocol { var viewController: UIViewController { get } }
                    final class MealDetailsWireframe: MealDetailsWireframeProtocol {
                        let viewController: UIViewController = MealDetailsViewController()
                    }
                    """
                ),
                (
                    "App/Scenes/Meals/MealsRouter.swift",
                    """
                    final class MealsRouter {
                        let resolver: Resolver
                        func showDetails() {
                            let wireframe = resolver.resolve(MealDetailsWireframeProtocol.self)!
                            navigationController?.pushViewController(wireframe.viewController, animated: true)
                        }
                    }
                    """
                ),
            ]
        #expect(graph(files).edges == [ModuleEdge(from: "Meals", to: "MealDetails", kind: .push, route: nil)])
    }

    @Test("a factory of dialogs (an AlertFactory making UIAlertControllers) is no module: presenting its alert draws no edge")
    func alertFactoryIsNoModule() {
        let files =
            module("Cart")
            + [
                (
                    "App/Core/AlertFactory.swift",
                    """
                    protocol AlertFactory { func make(alert: Alert) -> UIAlertController }
                    final class AlertFactoryImpl: AlertFactory {
                        func make(alert: Alert) -> UIAlertController { UIAlertController(title: alert.title, message: nil, preferredStyle: .alert) }
                    }
                    """
                ),
                (
                    "App/Scenes/Cart/CartView.swift",
                    """
                    final class CartView: UIViewController {
                        var alertFactory: AlertFactory!
                        func show(_ alert: Alert) { present(alertFactory.make(alert: alert), animated: true) }
                    }
                    """
                ),
            ]
        #expect(graph(files).modules == ["Cart"])
        #expect(graph(files).edges.isEmpty)
    }

    @Test("a Router made with the empty navigation controller it will push on builds its module; one made with a screen shows that screen")
    func routerMadeWithEmptyNavigation() {
        let files =
            module("Home") + module("Detail")
            + [
                (
                    "App/Scenes/TabBar/TabBarRouter.swift",
                    """
                    final class TabBarViewController: UITabBarController {}
                    final class TabBarRouter: BaseRouter {
                        private var homeRouter: HomeRouter
                        init(delegate: BaseRouterProtocol) {
                            let homeNavigation = BaseNavigationController()
                            homeRouter = HomeRouter(delegate: delegate, homeNavigation)
                            super.init(delegate: delegate)
                        }
                        func getModule() -> UITabBarController { TabBarViewController(router: self) }
                    }
                    """
                ),
                (
                    "App/SceneDelegate.swift",
                    "final class SceneDelegate { func start() { window?.rootViewController = TabBarRouter(delegate: self).getModule() } }"
                ),
                (
                    "App/Scenes/Home/HomeRouter.swift",
                    "final class HomeRouter: BaseRouter { func showDetail() { PushRouter(source: view, destination: DetailViewController()).perform() } }"
                ),
            ]
        #expect(pairs(graph(files)) == ["App -> TabBar", "TabBar -> Home", "Home -> Detail"])
    }

    @Test(
        "a Wireframe asked of a container by its contract in another module's registration builds that module there, and at launch is the app's"
    )
    func wireframesResolvedInRegistrations() {
        let files =
            module("Overview") + module("Filter") + module("About")
            + [
                (
                    "App/Scenes/Overview/OverviewAssembly.swift",
                    """
                    final class OverviewAssembly: Assembly {
                        func assemble(container: Container) {
                            container.register(OverviewWireframeProtocol.self) { r in
                                let filter = r.resolve(FilterWireframeProtocol.self)!
                                let presenter = OverviewPresenter(filterWireframe: filter)
                                return OverviewWireframe(viewController: OverviewViewController(presenter: presenter))
                            }
                        }
                    }
                    """
                ),
                (
                    "App/Scenes/Filter/FilterWireframe.swift",
                    "protocol FilterWireframeProtocol {}\nfinal class FilterWireframe: FilterWireframeProtocol {}"
                ),
                (
                    "App/Scenes/About/AboutWireframe.swift",
                    "protocol AboutWireframeProtocol {}\nfinal class AboutWireframe: AboutWireframeProtocol {}"
                ),
                (
                    "App/Scenes/Overview/OverviewWireframe.swift",
                    "protocol OverviewWireframeProtocol {}\nfinal class OverviewWireframe: OverviewWireframeProtocol {}"
                ),
                (
                    "App/AppDelegate.swift",
                    """
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            _ = assembler.resolver.resolve(OverviewWireframeProtocol.self)!
                            return true
                        }
                    }
                    """
                ),
            ]
        let graph = graph(files)
        #expect(pairs(graph) == ["Overview -> Filter", "App -> Overview"])
        #expect(graph.findings.map(\.subject) == ["About"])
    }
}
