/// `router-weak-view`: a Router holds its view controller weakly.
struct RouterWeakView: Rule {
    private static let viewControllerNames: Set<String> = ["view", "viewController", "transitionHandler"]

    let description = RuleDescription(
        id: "router-weak-view",
        summary: "A Router holds every view controller it navigates from weakly, whatever the property is called.",
        rationale: """
            The view controller owns the Presenter, which owns the Router. A Router that holds a view \
            controller strongly closes the cycle and leaks every screen it routes from, whatever the property \
            is called (`viewController`, `vc`, `baseVC`, `navigationController`, `rootViewController`) and \
            whether it is typed as a UIKit or AppKit controller, a project subclass of one, the module's View \
            class or its View protocol. A Router that creates the controller it stores \
            (`let navigation = UINavigationController()`) owns it and is not reported; neither are \
            Coordinators and app-level Routers with no screen of their own (`AppRouter`), which own the \
            controllers they start.
            """,
        nonTriggeringExamples: [
            RuleExample(
                """
                final class LoginRouter { weak var viewController: UIViewController? }
                """),
            RuleExample(
                """
                final class HomePresenter {}
                final class AppRouter {
                    let navigationController: UINavigationController
                    let window: UIWindow
                    init(window: UIWindow, navigationController: UINavigationController) {
                        self.window = window
                        self.navigationController = navigationController
                    }
                }
                """),
            RuleExample(
                """
                final class LoginRouter { unowned let view: LoginViewController; init(view: LoginViewController) { self.view = view } }
                """),
            RuleExample(
                """
                final class AppCoordinator {
                    let rootViewController: UIViewController
                    init(root: UIViewController) { rootViewController = root }
                }
                """),
            RuleExample(
                """
                final class OnboardingPresenter {}
                final class OnboardingRouter {
                    private let navigation = UINavigationController()
                    weak var view: OnboardingViewController?
                    var navigationController: UINavigationController? { view?.navigationController }
                    static var shared: UINavigationController?
                }
                """),
        ],
        triggeringExamples: [
            RuleExample(
                """
                final class LoginRouter { var ↓viewController: UIViewController? }
                """),
            RuleExample(
                """
                final class DetailWireframe {
                    let ↓screen: DetailViewController
                    init(screen: DetailViewController) { self.screen = screen }
                }
                """),
            RuleExample(
                """
                class BaseController: UIViewController {}
                final class OrdersController: BaseController {}
                final class OrdersPresenter {}
                final class OrdersRouter {
                    var ↓navigationController: UINavigationController?
                    var ↓vc: OrdersController?
                    private var ↓baseVC: UIViewController!
                    var ↓view: OrdersViewInput?
                    init(navigationController: UINavigationController?) { self.navigationController = navigationController }
                }
                """),
            RuleExample(
                """
                protocol TransitionHandler: AnyObject {}
                extension UIViewController: TransitionHandler {}
                final class OrdersPresenter {}
                final class OrdersRouter {
                    var ↓transitionHandler: TransitionHandler?
                    var ↓source: TransitionHandler!
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let routers = context.types(in: [.router]).filter {
            context.isReferenceType($0.type) && !context.isCompositionRoot($0.type, role: .router)
        }
        return routers.flatMap { type, _ in
            type.properties.compactMap { property -> Finding? in
                guard context.isStrongViewReference(property, names: Self.viewControllerNames),
                    let typeName = property.typeName
                else { return nil }
                return Finding(
                    position: property.position,
                    message: "\(type.name) holds its view controller '\(property.name)' strongly; declare it "
                        + "`weak var \(property.name): \(typeName)?` so the screen can deallocate",
                    typeName: type.name)
            }
        }
    }
}
