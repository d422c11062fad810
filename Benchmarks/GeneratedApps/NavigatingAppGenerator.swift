import Foundation

/// Writes a UIKit VIPER app whose modules navigate to each other as a ``NavigationPlan`` says:
/// per module a contracts file, a view controller, a presenter, an interactor and a router that
/// builds the module and shows others (pushed or presented directly, or through the app's route
/// table); the app's scene delegate opens a tab bar; deep links go through the route table.
/// Every tenth presenter holds its view strongly (an error under the app's `viper.json`), every
/// fifteenth interactor reaches a singleton (a warning): findings for the map to show.
///
/// With `pods`, a CocoaPods checkout: a `Podfile` and a `Pods/` folder whose screens (named
/// like modules) belong to a dependency, not to the app.
public enum NavigatingAppGenerator {
    /// What was written.
    public struct Summary: Sendable {
        public let files: Int
        public let lines: Int
    }

    /// Writes the app of `modules` modules under `root` (its `Sources/App`, a `viper.json`, and
    /// with `pods` a `Podfile` and `Pods/`).
    public static func write(modules: Int, under root: URL, pods: Bool = false) throws -> Summary {
        let plan = NavigationPlan(modules: modules)
        var files: [String: String] = [
            "viper.json": #"{ "lint": { "rules": { "presenter-weak-view": "error" } } }"# + "\n",
            "Sources/App/App/SceneDelegate.swift": sceneDelegate(plan),
            "Sources/App/App/AppRoute.swift": routeEnum(plan),
            "Sources/App/App/AppScreenFactory.swift": screenFactory(plan),
            "Sources/App/App/AppDeepLinks.swift": deepLinks(plan),
        ]
        for module in plan.modules {
            let folder = "Sources/App/Features/\(module.feature)/\(module.name)/\(module.name)"
            let outgoing = plan.navigations.filter { $0.from == module.index }
            files[folder + "Contracts.swift"] = contracts(module.name, outgoing: outgoing, plan: plan)
            files[folder + "ViewController.swift"] = viewController(module.name)
            files[folder + "Presenter.swift"] = presenter(module.name, strongView: module.index % 10 == 0, outgoing: outgoing, plan: plan)
            files[folder + "Interactor.swift"] = interactor(module.name, singleton: module.index % 15 == 0)
            files[folder + "Router.swift"] = router(module.name, outgoing: outgoing, plan: plan)
        }
        if pods { files.merge(PodsCheckout.files) { mine, _ in mine } }
        var lines = 0
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
        }
        return Summary(files: files.count, lines: lines)
    }

    /// The name of the router method that shows `navigation`'s target: `showWalletSend`.
    private static func method(_ navigation: NavigationPlan.Navigation, _ plan: NavigationPlan) -> String {
        (navigation.style == .present ? "present" : "show") + plan.modules[navigation.to].name
    }

    private static func sceneDelegate(_ plan: NavigationPlan) -> String {
        let tabs = plan.tabs.map { "            \(plan.modules[$0].name)Router.build()," }.joined(separator: "\n")
        return """
            import UIKit

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let tabBarController = UITabBarController()
                    tabBarController.viewControllers = [
            \(tabs)
                    ]
                    let window = UIWindow(windowScene: windowScene)
                    window.rootViewController = tabBarController
                    window.makeKeyAndVisible()
                    self.window = window
                }
            }

            """
    }

    private static func routeEnum(_ plan: NavigationPlan) -> String {
        let cases = plan.routed.map { "    case \(plan.routeCase(of: $0))" }.joined(separator: "\n")
        return """
            import Foundation

            /// Every screen reached through the route table.
            enum AppRoute: Hashable {
            \(cases)
            }

            /// Shows routes: the app's navigation controller.
            protocol AppNavigating: AnyObject {
                func push(_ route: AppRoute)
            }

            """
    }

    private static func screenFactory(_ plan: NavigationPlan) -> String {
        let cases = plan.routed.map { index in
            "        case .\(plan.routeCase(of: index)):\n            return \(plan.modules[index].name)Router.build()"
        }.joined(separator: "\n")
        return """
            import UIKit

            /// The app's route table: the screen of each route.
            final class AppScreenFactory {
                func makeScreen(for route: AppRoute) -> UIViewController {
                    switch route {
            \(cases)
                    }
                }
            }

            """
    }

    private static func deepLinks(_ plan: NavigationPlan) -> String {
        let links = plan.deepLinked.map { index in
            let module = plan.modules[index]
            return
                "        table.register(\"app://\(module.feature.lowercased())/\(module.name.lowercased())\") { _ in [.push(.\(plan.routeCase(of: index)))] }"
        }.joined(separator: "\n")
        return """
            import Foundation

            /// The links the app opens.
            enum AppDeepLinks {
                static func register(on table: DeepLinkTable) {
            \(links)
                }
            }

            """
    }

    private static func contracts(_ name: String, outgoing: [NavigationPlan.Navigation], plan: NavigationPlan) -> String {
        let routing = outgoing.map { "    func \(method($0, plan))()" }.joined(separator: "\n")
        return """
            import Foundation

            protocol \(name)View: AnyObject {
                func render(_ items: [String])
            }

            protocol \(name)Presentation: AnyObject {
                func viewDidLoad()
                func didSelect(row: Int)
            }

            protocol \(name)UseCase: AnyObject {
                func loadItems()
            }

            protocol \(name)InteractorOutput: AnyObject {
                func didLoad(_ items: [String])
            }

            protocol \(name)Routing: AnyObject {
            \(routing)
            }

            """
    }

    private static func viewController(_ name: String) -> String {
        """
        import UIKit

        final class \(name)ViewController: UITableViewController, \(name)View {
            var presenter: \(name)Presentation?
            private var items: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "\(name)"
                presenter?.viewDidLoad()
            }

            func render(_ items: [String]) {
                self.items = items
                tableView.reloadData()
            }

            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                presenter?.didSelect(row: indexPath.row)
            }
        }

        """
    }

    private static func presenter(_ name: String, strongView: Bool, outgoing: [NavigationPlan.Navigation], plan: NavigationPlan) -> String {
        let rows = outgoing.enumerated().map { "        case \($0.offset): router.\(method($0.element, plan))()" }.joined(separator: "\n")
        return """
            import Foundation

            final class \(name)Presenter: \(name)Presentation, \(name)InteractorOutput {
                \(strongView ? "var" : "weak var") view: \(name)View?
                private let interactor: \(name)UseCase
                private let router: \(name)Routing

                init(interactor: \(name)UseCase, router: \(name)Routing) {
                    self.interactor = interactor
                    self.router = router
                }

                func viewDidLoad() {
                    interactor.loadItems()
                }

                func didSelect(row: Int) {
                    switch row {
            \(rows)
                    default: break
                    }
                }

                func didLoad(_ items: [String]) {
                    view?.render(items)
                }
            }

            """
    }

    private static func interactor(_ name: String, singleton: Bool) -> String {
        """
        import Foundation

        final class \(name)Interactor: \(name)UseCase {
            weak var output: \(name)InteractorOutput?

            func loadItems() {\(singleton ? "\n        AnalyticsClient.shared.track(\"\(name)\")" : "")
                output?.didLoad(["\(name) 1", "\(name) 2"])
            }
        }

        """
    }

    private static func router(_ name: String, outgoing: [NavigationPlan.Navigation], plan: NavigationPlan) -> String {
        let methods = outgoing.map { navigation in
            let target = plan.modules[navigation.to].name
            let body =
                switch navigation.style {
                case .push:
                    "let next = \(target)Router.build()\n        viewController?.navigationController?.pushViewController(next, animated: true)"
                case .present:
                    "let next = \(target)Router.build()\n        viewController?.present(next, animated: true)"
                case .route:
                    "navigator?.push(.\(plan.routeCase(of: navigation.to)))"
                }
            return "\n    func \(method(navigation, plan))() {\n        \(body)\n    }\n"
        }.joined()
        return """
            import UIKit

            final class \(name)Router: \(name)Routing {
                weak var viewController: UIViewController?
                weak var navigator: AppNavigating?

                static func build() -> UIViewController {
                    let view = \(name)ViewController()
                    let interactor = \(name)Interactor()
                    let router = \(name)Router()
                    let presenter = \(name)Presenter(interactor: interactor, router: router)
                    view.presenter = presenter
                    presenter.view = view
                    interactor.output = presenter
                    router.viewController = view
                    return view
                }
            \(methods)}

            """
    }
}

/// The files of a CocoaPods checkout beside the app: a dependency's screens, named like modules,
/// that no map of the app may show.
enum PodsCheckout {
    static let files: [String: String] = [
        "Podfile": "platform :ios, '16.0'\n\ntarget 'App' do\n  pod 'VendorKit', '~> 2.0'\nend\n",
        "Podfile.lock": "PODS:\n  - VendorKit (2.1.0)\n\nDEPENDENCIES:\n  - VendorKit (~> 2.0)\n\nCOCOAPODS: 1.15.2\n",
        "Pods/VendorKit/Sources/VendorLoginRouter.swift": """
        import UIKit

        public final class VendorLoginRouter {
            public static func build() -> UIViewController {
                let next = VendorConsentRouter.build()
                let navigation = UINavigationController(rootViewController: VendorLoginViewController())
                navigation.pushViewController(next, animated: false)
                return navigation
            }
        }

        public final class VendorLoginPresenter {
            var view: UIViewController?
        }

        """,
        "Pods/VendorKit/Sources/VendorConsentRouter.swift": """
        import UIKit

        public final class VendorConsentRouter {
            public static func build() -> UIViewController { VendorConsentViewController() }
        }

        public final class VendorConsentViewController: UIViewController {}
        public final class VendorLoginViewController: UIViewController {}

        """,
        "Pods/Target Support Files/Pods-App/Pods-App-umbrella.h": "#import <UIKit/UIKit.h>\n",
    ]
}
