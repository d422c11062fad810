import Testing
import VIPERGraph
import VIPERSyntax

/// A module's own types are told from app-wide ones named like it by where they live.
@Suite("Module folders")
struct ModuleFoldersTests {
    private func graph(_ files: [(String, String)]) -> ModuleGraph {
        GraphReader.read(files.map { LoadedSource(path: $0.0, text: $0.1) }).graph
    }

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
