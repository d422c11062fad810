/// `router-weak-view`: a Router holds its view controller weakly.
struct RouterWeakView: Rule {
    private static let viewControllerNames: Set<String> = ["view", "viewController"]

    let description = RuleDescription(
        id: "router-weak-view",
        summary: "A Router holds the view controller it navigates from weakly.",
        rationale: """
            The view controller owns the Presenter, which owns the Router. A Router that holds the view \
            controller strongly closes the cycle and leaks every screen it routes from. Coordinators, which \
            own the controllers they start, are not checked.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                final class LoginRouter { weak var viewController: UIViewController? }
                """),
            RuleExample("""
                final class AppRouter {
                    let navigationController: UINavigationController
                    let window: UIWindow
                    init(window: UIWindow, navigationController: UINavigationController) {
                        self.window = window
                        self.navigationController = navigationController
                    }
                }
                """),
            RuleExample("""
                final class LoginRouter { unowned let view: LoginViewController; init(view: LoginViewController) { self.view = view } }
                """),
            RuleExample("""
                final class AppCoordinator {
                    let rootViewController: UIViewController
                    init(root: UIViewController) { rootViewController = root }
                }
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                final class LoginRouter { var ↓viewController: UIViewController? }
                """),
            RuleExample("""
                final class DetailWireframe {
                    let ↓screen: DetailViewController
                    init(screen: DetailViewController) { self.screen = screen }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let routers = context.types(in: [.router]).filter {
            context.isReferenceType($0.type) && !$0.type.name.hasSuffix("Coordinator")
        }
        return routers.flatMap { type, _ in
            type.properties.compactMap { property -> Finding? in
                guard !property.isStatic, !property.isComputed, !property.typeIsGeneric,
                      property.ownership == .strong, let typeName = property.typeName,
                      Self.viewControllerNames.contains(property.name) || typeName == "UIViewController"
                        || context.namesView(typeName) else { return nil }
                return Finding(
                    position: property.position,
                    message: "\(type.name) holds its view controller '\(property.name)' strongly; declare it "
                        + "`weak var \(property.name): \(typeName)?` so the screen can deallocate",
                    typeName: type.name)
            }
        }
    }
}
