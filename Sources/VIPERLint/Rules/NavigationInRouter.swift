/// `navigation-in-router`: push, present, dismiss and friends are called only from Routers.
struct NavigationInRouter: Rule {
    let description = RuleDescription(
        id: "navigation-in-router",
        summary: "Navigation calls (push, present, dismiss, performSegue, setViewControllers, pop…) appear only in Routers.",
        rationale: """
            Navigation scattered over view controllers and presenters is VIPER's most common decay: flows \
            become impossible to follow, deep links impossible to add. The Router owns every transition. \
            Types that play no VIPER role (an app delegate, a navigation adapter) are not checked.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                final class LoginRouter {
                    weak var viewController: UIViewController?
                    func showHome() { viewController?.navigationController?.setViewControllers([HomeBuilder.build()], animated: true) }
                    func showForgotPassword() { viewController?.navigationController?.pushViewController(ForgotBuilder.build(), animated: true) }
                }
                """),
            RuleExample("""
                final class FlowNavigationController: UINavigationController {
                    override func pushViewController(_ controller: UIViewController, animated: Bool) {
                        super.pushViewController(controller, animated: animated)
                    }
                }
                """),
            RuleExample("""
                final class LoginViewController: UIViewController {
                    func showFailure(_ message: String) {
                        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
                        present(alert, animated: true)
                        present(UIAlertController(title: "Oops", message: nil, preferredStyle: .alert), animated: true)
                    }
                }
                """),
            RuleExample("""
                final class UIKitNavigator {
                    let navigationController: UINavigationController
                    func replaceStack(with controllers: [UIViewController]) {
                        navigationController.setViewControllers(controllers, animated: true)
                    }
                }
                """),
            RuleExample("""
                struct SheetView: View {
                    @Environment(\\.dismiss) var dismiss
                    var body: some View { Button("Close") { dismiss() } }
                }
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                final class LoginViewController: UIViewController {
                    func showHelp() { ↓present(HelpViewController(), animated: true) }
                    func close() { navigationController?.↓popViewController(animated: true) }
                }
                """),
            RuleExample("""
                final class LoginPresenter {
                    weak var view: UIViewController?
                    func next() { view?.↓performSegue(withIdentifier: "home", sender: nil) }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.types(in: [.view, .presenter, .interactor, .builder, .entity]).flatMap { type, role in
            type.navigationCalls.map {
                Finding(position: $0.position,
                        message: "\(type.name) (a \(role)) calls \($0.name); navigation belongs in the module's Router, "
                            + "so ask the Router to perform this transition",
                        typeName: type.name)
            }
        }
    }
}
