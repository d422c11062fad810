import Foundation
import Testing
import VIPERGraph
import ToolTestSupport
import VIPERSyntax

/// A module's own types are told from app-wide ones named like it by where they live.
@Suite("Module folders")
struct ModuleFoldersTests {
    /// Two modules in folders of their names, and a flow coordinator named like one of them
    /// in a folder of its own, started by the app and called by the other module's router.
    private let coordinatedApp = [
        ("App/Modules/Orders/OrdersPresenter.swift", "final class OrdersPresenter {}"),
        ("App/Modules/Orders/OrdersInteractor.swift", "final class OrdersInteractor {}"),
        (
            "App/Modules/Orders/OrdersAssembly.swift",
            "final class OrdersAssembly { func build() -> UIViewController { OrdersViewController() } }"
        ),
        ("App/Modules/Orders/OrdersViewController.swift", "final class OrdersViewController: UIViewController {}"),
        ("App/Modules/Cart/CartPresenter.swift", "final class CartPresenter {}"),
        ("App/Modules/Cart/CartInteractor.swift", "final class CartInteractor {}"),
        ("App/Modules/Cart/CartAssembly.swift", "final class CartAssembly { func build() -> UIViewController { CartViewController() } }"),
        ("App/Modules/Cart/CartViewController.swift", "final class CartViewController: UIViewController {}"),
        (
            "App/Modules/Cart/CartRouter.swift",
            """
            final class CartRouter {
                func close() { container.resolve(OrdersCoordinatorAssembly.self).build().showOrders() }
            }
            """
        ),
        (
            "App/Coordinators/OrdersCoordinator/OrdersCoordinator.swift",
            """
            final class OrdersCoordinator {
                func start() { router.setRootModule(container.resolve(CartAssembly.self).build()) }
                func showOrders() { router.push(container.resolve(OrdersAssembly.self).build()) }
            }
            """
        ),
        (
            "App/Coordinators/OrdersCoordinator/OrdersCoordinatorAssembly.swift",
            "final class OrdersCoordinatorAssembly { func build() -> OrdersCoordinator { OrdersCoordinator() } }"
        ),
        (
            "App/Coordinators/AppCoordinator.swift",
            """
            final class AppCoordinator {
                func startFlow() {
                    let coordinator = container.resolve(OrdersCoordinatorAssembly.self).build()
                    coordinator.start()
                }
            }
            """
        ),
    ]

    @Test("a coordinator named like a module but outside its folder is a flow of its own, drawn from its callers")
    func coordinatorOutsideTheModuleFolder() {
        #expect(
            graph(coordinatedApp).edges == [
                ModuleEdge(from: "App", to: "Cart", kind: .setRoot, route: nil),
                ModuleEdge(from: "Cart", to: "Orders", kind: .push, route: nil),
            ])
    }

    @Test("a module's router in a folder of its own under the module's folder is the module's")
    func routerInsideTheModuleFolder() {
        let files = [
            ("Scenes/OrdersScene/Presenter/OrdersPresenter.swift", "final class OrdersPresenter {}"),
            ("Scenes/OrdersScene/Interactor/OrdersInteractor.swift", "final class OrdersInteractor {}"),
            ("Scenes/OrdersScene/Router/OrdersRouter.swift", "final class OrdersRouter { func open() { push(CartViewController()) } }"),
            ("Scenes/CartScene/CartPresenter.swift", "final class CartPresenter {}"),
            ("Scenes/CartScene/CartInteractor.swift", "final class CartInteractor {}"),
            ("Scenes/CartScene/CartViewController.swift", "final class CartViewController: UIViewController {}"),
        ]
        #expect(graph(files).edges == [ModuleEdge(from: "Orders", to: "Cart", kind: .push, route: nil)])
    }

    @Test("modules in a folder per role keep every type their names give them")
    func folderPerRole() {
        let files = [
            ("Presenters/OrdersPresenter.swift", "final class OrdersPresenter {}"),
            ("Interactors/OrdersInteractor.swift", "final class OrdersInteractor {}"),
            ("Routers/OrdersRouter.swift", "final class OrdersRouter { func open() { push(CartViewController()) } }"),
            ("Presenters/CartPresenter.swift", "final class CartPresenter {}"),
            ("Interactors/CartInteractor.swift", "final class CartInteractor {}"),
            ("Views/CartViewController.swift", "final class CartViewController: UIViewController {}"),
        ]
        #expect(graph(files).edges == [ModuleEdge(from: "Orders", to: "Cart", kind: .push, route: nil)])
    }
}

/// Storyboards: scenes named by identifier, segues between scenes, and the scene the app launches with.
@Suite("Storyboards")
struct StoryboardTests {
    private let swift = [
        LoadedSource(path: "App/AppDelegate.swift", text: "final class AppDelegate: UIResponder {}"),
        LoadedSource(path: "App/Orders/OrdersPresenter.swift", text: "final class OrdersPresenter {}"),
        LoadedSource(path: "App/Orders/OrdersInteractor.swift", text: "final class OrdersInteractor {}"),
        LoadedSource(path: "App/Orders/OrdersViewController.swift", text: "final class OrdersViewController: UIViewController {}"),
        LoadedSource(path: "App/Cart/CartPresenter.swift", text: "final class CartPresenter {}"),
        LoadedSource(path: "App/Cart/CartInteractor.swift", text: "final class CartInteractor {}"),
        LoadedSource(path: "App/Cart/CartScreen.swift", text: "final class CartScreen: UIViewController {}"),
        LoadedSource(path: "App/Help/HelpPresenter.swift", text: "final class HelpPresenter {}"),
        LoadedSource(path: "App/Help/HelpInteractor.swift", text: "final class HelpInteractor {}"),
        LoadedSource(path: "App/Help/HelpViewController.swift", text: "final class HelpViewController: UIViewController {}"),
        LoadedSource(
            path: "App/Cart/CartRouter.swift",
            text: """
                final class CartRouter {
                    func help(from view: UIViewController) {
                        let screen = UIStoryboard(name: "Shop", bundle: nil).instantiateViewController(withIdentifier: "support")
                        view.present(screen, animated: true)
                    }
                }
                """),
    ]

    /// A launch storyboard: a navigation controller whose root is Orders, which shows Cart by a
    /// segue; Help has an identifier only.
    private let shop = LoadedSource(
        path: "App/Base.lproj/Shop.storyboard",
        text: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="nav-1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="nav-1" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="ord-1" kind="relationship" relationship="rootViewController" id="r1"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="ord-1" customClass="OrdersViewController" customModule="App" sceneMemberID="viewController">
                                <view key="view" id="v1" customClass="GradientView"/>
                                <connections>
                                    <segue destination="cart-1" kind="show" identifier="toCart" id="g1"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s3">
                        <objects>
                            <viewController id="cart-1" customClass="CartScreen" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <scene sceneID="s4">
                        <objects>
                            <viewController storyboardIdentifier="support" id="help-1" customClass="HelpViewController" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)

    private func plist(_ storyboard: String) -> LoadedSource {
        LoadedSource(
            path: "App/Info.plist",
            text: "<plist><dict><key>UIMainStoryboardFile</key>\n<string>\(storyboard)</string></dict></plist>")
    }

    @Test("segues, identifiers and the launch storyboard's initial scene draw edges; nothing is unreached")
    func launchStoryboard() {
        let graph = GraphReader.read(swift, interface: InterfaceFiles(storyboards: [shop], infoPlists: [plist("Shop")])).graph
        #expect(
            graph.edges == [
                ModuleEdge(from: "App", to: "Orders", kind: .setRoot, route: nil),
                ModuleEdge(from: "Cart", to: "Help", kind: .present, route: nil),
                ModuleEdge(from: "Orders", to: "Cart", kind: .push, route: nil),
            ])
        #expect(graph.findings.isEmpty)
    }

    @Test("the template's ViewController in the launch storyboard is no screen of a router named like the storyboard")
    func templateScene() {
        let main = LoadedSource(
            path: "App/Base.lproj/Main.storyboard",
            text: """
                <document initialViewController="vc-1"><scenes><scene sceneID="s1"><objects>
                <viewController id="vc-1" customClass="ViewController" customModule="App" sceneMemberID="viewController"/>
                </objects></scene></scenes></document>
                """)
        let sources =
            swift + [
                LoadedSource(path: "App/ViewController.swift", text: "final class ViewController: UIViewController {}"),
                LoadedSource(
                    path: "App/Core/MainRouter.swift", text: "final class MainRouter { func setRootModule(_ module: UIViewController) {} }"),
            ]
        let graph = GraphReader.read(sources, interface: InterfaceFiles(storyboards: [main], infoPlists: [plist("Main")])).graph
        #expect(!graph.edges.contains { $0.from == "App" && $0.to == "Main" })
    }

    @Test("a storyboard the app does not launch with is no entry point")
    func notLaunched() {
        let graph = GraphReader.read(swift, interface: InterfaceFiles(storyboards: [shop], infoPlists: [plist("Main")])).graph
        #expect(!graph.edges.contains { $0.from == "App" })
        #expect(graph.findings.map(\.subject) == ["Orders"])
    }

    @Test("storyboards are found beside the sources and in their localisation folders")
    func foundBesideSources() throws {
        let folder = URL(filePath: NSTemporaryDirectory()).appending(path: "storyboards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "App/Base.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try shop.text.write(to: folder.appending(path: "App/Base.lproj/Shop.storyboard"), atomically: true, encoding: .utf8)
        try plist("Shop").text.write(to: folder.appending(path: "App/Info.plist"), atomically: true, encoding: .utf8)
        let interface = InterfaceFiles.besides(swift, relativeTo: folder.path)
        #expect(interface == InterfaceFiles(storyboards: [shop], infoPlists: [plist("Shop")]))
    }

    @Test("a project that lets Xcode generate its Info.plist names its launch storyboard in its build settings, beside the sources")
    func generatedInfoPlist() throws {
        let folder = URL(filePath: NSTemporaryDirectory()).appending(path: "storyboards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "App/Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appending(path: "Shop.xcodeproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try shop.text.write(to: folder.appending(path: "App/Base.lproj/Shop.storyboard"), atomically: true, encoding: .utf8)
        let settings = "buildSettings = {\n\t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Shop;\n\t\t\t};\n"
        try settings.write(to: folder.appending(path: "Shop.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let graph = GraphReader.read(swift, interface: InterfaceFiles.besides(swift, relativeTo: folder.path)).graph
        #expect(graph.edges.contains(ModuleEdge(from: "App", to: "Orders", kind: .setRoot, route: nil)))
        #expect(graph.findings.isEmpty)
        // Without the project, Xcode's default `Main` is assumed, and `Shop` launches nothing.
        try FileManager.default.removeItem(at: folder.appending(path: "Shop.xcodeproj"))
        let withoutProject = GraphReader.read(swift, interface: InterfaceFiles.besides(swift, relativeTo: folder.path)).graph
        #expect(!withoutProject.edges.contains { $0.from == "App" })
    }

    @Test("a target's Info.plist above all its source folders is read; one above the folder that holds them all is not")
    func infoPlistAboveSources() throws {
        let folder = URL(filePath: NSTemporaryDirectory()).appending(path: "storyboards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "App/Base.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try shop.text.write(to: folder.appending(path: "App/Base.lproj/Shop.storyboard"), atomically: true, encoding: .utf8)
        try plist("Shop").text.write(to: folder.appending(path: "App/Info.plist"), atomically: true, encoding: .utf8)
        try plist("Other").text.write(to: folder.appending(path: "Info.plist"), atomically: true, encoding: .utf8)
        // No Swift file lies in `App/` itself: the delegate is in `App/Application/`.
        let sources = swift.map {
            LoadedSource(path: $0.path.replacingOccurrences(of: "App/AppDelegate", with: "App/Application/AppDelegate"), text: $0.text)
        }
        let interface = InterfaceFiles.besides(sources, relativeTo: folder.path)
        #expect(interface == InterfaceFiles(storyboards: [shop], infoPlists: [plist("Shop")]))
        #expect(
            GraphReader.read(sources, interface: interface).graph.edges.contains(
                ModuleEdge(from: "App", to: "Orders", kind: .setRoot, route: nil)))
    }

    @Test("storyboards and Info.plist files in folders of no Swift file beside the code are read; a linked folder is not")
    func foundInResourceFolders() throws {
        let scratch = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try scratch.write(shop.text, to: "App/StoryBoard/Base.lproj/Shop.storyboard")
        try scratch.write(plist("Shop").text, to: "App/Supporting Files/Info.plist")
        try outside.write(shop.text, to: "Base.lproj/Other.storyboard")
        try FileManager.default.createSymbolicLink(at: scratch.url.appending(path: "App/Linked"), withDestinationURL: outside.url)
        let interface = InterfaceFiles.besides(swift, relativeTo: scratch.url.path)
        let found = InterfaceFiles(
            storyboards: [LoadedSource(path: "App/StoryBoard/Base.lproj/Shop.storyboard", text: shop.text)],
            infoPlists: [LoadedSource(path: "App/Supporting Files/Info.plist", text: plist("Shop").text)])
        #expect(interface == found)
        #expect(
            GraphReader.read(swift, interface: interface).graph.edges.contains(
                ModuleEdge(from: "App", to: "Orders", kind: .setRoot, route: nil)))
    }

    @Test("a storyboard or Info.plist that is a symbolic link is not read: it may lead out of the project")
    func linksNotFollowed() throws {
        let folder = URL(filePath: NSTemporaryDirectory()).appending(path: "storyboards-\(UUID().uuidString)")
        let outside = URL(filePath: NSTemporaryDirectory()).appending(path: "outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "App"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: outside)
        }
        try shop.text.write(to: outside.appending(path: "Shop.storyboard"), atomically: true, encoding: .utf8)
        try plist("Shop").text.write(to: outside.appending(path: "Info.plist"), atomically: true, encoding: .utf8)
        for name in ["Shop.storyboard", "Info.plist"] {
            try FileManager.default.createSymbolicLink(
                at: folder.appending(path: "App/\(name)"), withDestinationURL: outside.appending(path: name))
        }
        #expect(InterfaceFiles.besides(swift, relativeTo: folder.path) == InterfaceFiles(storyboards: [], infoPlists: []))
    }

    @Test(
        "a coordinator above its module's folder, beside two other modules' folders, leads a flow: each module that asks it for a screen is where the edge starts"
    )
    func flowCoordinatorAboveModules() {
        // Admin's folder is named for no module, so the coordinator is not told from it by name.
        let screens = [("Admin", "AdminPanelMainScreen"), ("QRScan", "QRScanScreen"), ("PushNotify", "PushNotifyScreen")].flatMap {
            name, folder in
            [
                (
                    "App/Modules/AdminPanel/\(folder)/\(name)Presenter.swift",
                    "final class \(name)Presenter { let coordinator: AdminCoordinator }"
                ),
                ("App/Modules/AdminPanel/\(folder)/\(name)ViewController.swift", "final class \(name)ViewController: UIViewController {}"),
            ]
        }
        let coordinator = (
            "App/Modules/AdminPanel/AdminCoordinator.swift",
            """
            final class AdminCoordinator {
                func start() { navigation.setViewControllers([AdminViewController()], animated: false) }
                func showScan() { navigation.pushViewController(QRScanViewController(), animated: true) }
                func showPush() { navigation.pushViewController(PushNotifyViewController(), animated: true) }
            }
            """
        )
        let callers = [
            (
                "App/Modules/AdminPanel/AdminPanelMainScreen/AdminActions.swift",
                "extension AdminPresenter { func scan() { coordinator.showScan() } }"
            ),
            (
                "App/Modules/AdminPanel/QRScanScreen/QRScanActions.swift",
                "extension QRScanPresenter { func next() { coordinator.showPush() } }"
            ),
        ]
        let flow = pairs(graph(screens + [coordinator] + callers))
        #expect(flow.isSuperset(of: ["Admin -> QRScan", "QRScan -> PushNotify"]))
        #expect(!flow.contains("Admin -> PushNotify"))
        // In the module's own folder it stays the module's Router: asking it for a screen goes to Admin.
        let own = pairs(graph(screens + [("App/Modules/AdminPanel/AdminPanelMainScreen/AdminCoordinator.swift", coordinator.1)] + callers))
        #expect(own.contains("QRScan -> Admin"))
        #expect(!own.contains("QRScan -> PushNotify"))
    }

    @Test("a folder named for views alone takes in no module with logic: the module keeps its name")
    func viewOnlyFolderKeepsModuleName() {
        let files = [
            ("App/SignUpFirst/SignUpPresenter.swift", "final class SignUpPresenter {}"),
            ("App/SignUpFirst/SignUpViewController.swift", "final class SignUpViewController: UIViewController {}"),
            ("App/SignUpFirst/SignUpFirstView.swift", "final class SignUpFirstView: UIView {}"),
            (
                "App/SignUpFirst/SignUpAssembly.swift",
                "enum SignUpAssembly { static func buildModule() -> UIViewController { SignUpViewController() } }"
            ),
            ("App/Login/LoginPresenter.swift", "final class LoginPresenter {}"),
            ("App/Login/LoginViewController.swift", "final class LoginViewController: UIViewController {}"),
            (
                "App/Login/LoginRouter.swift",
                "final class LoginRouter { func openSignUp() { vc?.present(SignUpAssembly.buildModule(), animated: true) } }"
            ),
        ]
        #expect(pairs(graph(files)) == ["Login -> SignUp"])
    }

    @Test("a layer's assembly in a folder that holds modules' folders takes in no submodule or router of a feature below it")
    func layerAssemblyFolder() {
        let cards = "App/Presentation/Modules/Cards/Submodules/Settings"
        let files =
            module("Dashboard", folder: "App/Presentation/Modules") + module("SensorRemoval", folder: "App/Presentation/Modules")
            + module("Firmware", folder: "App/Presentation/Modules")
            + [
                (
                    "App/Presentation/Modules/Cards/Router/CardsRouter.swift",
                    """
                    final class CardsRouter {
                        weak var view: UIViewController?
                        func openFirmware() { view?.present(FirmwareViewController(), animated: true) }
                    }
                    """
                ),
                ("App/Presentation/Assembly/PresentationAssembly.swift", "final class PresentationAssembly: Assembly {}"),
                ("\(cards)/Presenter/CardsSettingsPresenter.swift", "final class CardsSettingsPresenter {}"),
                ("\(cards)/View/CardsSettingsViewController.swift", "final class CardsSettingsViewController: UIViewController {}"),
                (
                    "\(cards)/Router/CardsSettingsRouter.swift",
                    """
                    final class CardsSettingsRouter {
                        weak var view: UIViewController?
                        func openRemoval() { view?.navigationController?.pushViewController(SensorRemovalViewController(), animated: true) }
                    }
                    """
                ),
                (
                    "App/Presentation/Modules/Dashboard/DashboardRouter.swift",
                    """
                    final class DashboardRouter {
                        weak var view: UIViewController?
                        func openCard() { view?.present(CardsSettingsViewController(), animated: true) }
                    }
                    """
                ),
            ]
        let graph = graph(files)
        #expect(pairs(graph) == ["Dashboard -> CardsSettings", "CardsSettings -> SensorRemoval", "Cards -> Firmware"])
        #expect(!graph.modules.contains("Presentation"))
    }
}
