/// `navigation-in-router`: push, present, dismiss and friends are called only from Routers.
struct NavigationInRouter: Rule {
    /// Words in a receiver's name that make it the collaborator navigation is handed to.
    private static let collaboratorWords = [
        "router", "wireframe", "coordinator", "navigator", "flow", "presenter", "output", "delegate", "interactor",
        "eventhandler", "listener",
    ]
    private static let collaboratorRoles: [Role] = [.router, .presenter, .interactor, .builder]

    let description = RuleDescription(
        id: "navigation-in-router",
        summary: "Navigation calls (push, present, dismiss, performSegue, setViewControllers, pop…) appear only in Routers.",
        rationale: """
            Navigation scattered over view controllers and presenters is VIPER's most common decay: flows \
            become impossible to follow, deep links impossible to add. The Router owns every transition. \
            Navigation is: UIKit's `pushViewController`, `popViewController`, `popToRootViewController`, \
            `popToViewController`, `setViewControllers`, `performSegue`, `showDetailViewController`, \
            `present(_:animated:)`, `dismiss(animated:)` and `show(_:sender:)`; project helpers spelled like \
            them (`present(_:presentationStyle:)`, `presentPanModal(_:)`, `push(_:)`) when given a view \
            controller; and replacing a root or a stack (`window?.rootViewController = …`, \
            `navigationController?.viewControllers = […]`). An alert presented from a View counts too; set \
            `"alertsAreNavigation": false` to allow it. Calls made on the Router, Wireframe, Coordinator, \
            Presenter or output (`router.present(…)`, `presenter.dismiss()`), calls on `super`, SwiftUI's \
            `dismiss()` and types that play no VIPER role (an app delegate, a navigation controller subclass, \
            an extension of `UIViewController`) are not reported, nor is configuring a value the same function \
            has just built (`let window = UIWindow(…); window.rootViewController = module`, \
            `let tabs = MainTabBarController(); tabs.viewControllers = […]`).
            """,
        nonTriggeringExamples: [
            RuleExample(
                """
                struct AppAssembler {
                    static func makeWindow(showing module: UIViewController) -> UIWindow {
                        let window = UIWindow(frame: UIScreen.main.bounds)
                        window.rootViewController = module
                        window.makeKeyAndVisible()
                        return window
                    }
                }
                """),
            RuleExample(
                """
                final class LoginRouter {
                    weak var viewController: UIViewController?
                    func showHome() { viewController?.navigationController?.setViewControllers([HomeBuilder.build()], animated: true) }
                    func showForgotPassword() { viewController?.navigationController?.pushViewController(ForgotBuilder.build(), animated: true) }
                }
                """),
            RuleExample(
                """
                final class FlowNavigationController: UINavigationController {
                    override func pushViewController(_ controller: UIViewController, animated: Bool) {
                        super.pushViewController(controller, animated: animated)
                    }
                }
                """),
            RuleExample(
                """
                final class StakingPresenter {
                    weak var view: StakingViewProtocol?
                    private let wireframe: StakingWireframeProtocol
                    init(wireframe: StakingWireframeProtocol) { self.wireframe = wireframe }
                    func didFail(_ error: Error) { wireframe.present(error: error, from: view) }
                }
                final class OrdersViewController: UIViewController {
                    var presenter: OrdersPresenterProtocol!
                    @objc func close() { presenter.dismiss() }
                    func select(_ row: Int) { presenter.show(row) }
                }
                """),
            RuleExample(
                """
                extension UIViewController {
                    func showAlert(_ message: String) {
                        present(UIAlertController(title: nil, message: message, preferredStyle: .alert), animated: true)
                    }
                }
                final class MainTabBarController: UITabBarController {
                    override func viewDidLoad() { setViewControllers([FeedBuilder.build()], animated: false) }
                }
                """),
            RuleExample(
                """
                final class UIKitNavigator {
                    let navigationController: UINavigationController
                    func replaceStack(with controllers: [UIViewController]) {
                        navigationController.setViewControllers(controllers, animated: true)
                    }
                }
                """),
            RuleExample(
                """
                struct SheetView: View {
                    @Environment(\\.dismiss) var dismiss
                    var body: some View { Button("Close") { dismiss() } }
                }
                """),
            RuleExample(
                """
                final class IntroViewController: UIViewController {
                    func makePager() -> UIPageViewController {
                        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                        let firstPage = UIViewController()
                        pager.setViewControllers([firstPage], direction: .forward, animated: false)
                        return pager
                    }
                }
                """),
        ],
        triggeringExamples: [
            RuleExample(
                """
                final class LoginViewController: UIViewController {
                    func showHelp() { ↓present(HelpViewController(), animated: true) }
                    func close() { navigationController?.↓popViewController(animated: true) }
                }
                """),
            RuleExample(
                """
                final class LoginPresenter {
                    weak var view: UIViewController?
                    func next() { view?.↓performSegue(withIdentifier: "home", sender: nil) }
                }
                """),
            RuleExample(
                """
                class BaseController: UIViewController {}
                final class HomeController: BaseController {
                    func showInvites(_ controller: UIViewController) { ↓presentPanModal(controller) }
                    func showSheet(_ sheetController: UIViewController) { ↓present(sheetController, presentationStyle: .pageSheet) }
                    func showError(_ message: String) {
                        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
                        ↓present(alert, animated: true)
                    }
                    func skip() { view.window?.↓rootViewController = FeedBuilder.build() }
                }
                """),
            RuleExample(
                """
                final class LogoutPresenter {
                    func didLogout() { UIApplication.shared.windows.first?.↓rootViewController = LoginBuilder.build() }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.types(in: [.view, .presenter, .interactor, .builder, .entity]).flatMap { type, role -> [Finding] in
            guard !context.project.viewControllers.isContainer(type.name) else { return [] }
            return type.navigationCalls.compactMap { call -> Finding? in
                if call.presentsAlert, role == .view, !context.configuration.alertsAreNavigation { return nil }
                if let receiver = call.receiver, delegatesNavigation(to: receiver, in: type, context) { return nil }
                if call.receiverIsBuiltHere { return nil }
                let what =
                    call.presentsAlert
                    ? "presents an alert"
                    : call.name.hasSuffix(" =") ? "sets \(call.name.dropLast(2))" : "calls \(call.name)"
                return Finding(
                    position: call.position,
                    message: "\(type.name) (a \(role)) \(what); navigation belongs in the module's Router, "
                        + "so ask the Router to perform this transition",
                    typeName: type.name)
            }
        }
    }

    /// Whether a call is made on a collaborator that navigates on the caller's behalf (its Router,
    /// Wireframe, Presenter or output), by the receiver's name or its declared role.
    private func delegatesNavigation(to receiver: String, in type: TypeFact, _ context: RuleContext) -> Bool {
        let lowered = receiver.lowercased()
        if Self.collaboratorWords.contains(where: { lowered.contains($0) }) { return true }
        guard
            let typeName = context.file.types.lazy.filter({ $0.name == type.name }).flatMap(\.properties)
                .first(where: { $0.name == receiver })?.typeName
        else { return false }
        let roles = context.roles(namedBy: typeName)
        return Self.collaboratorRoles.contains(where: roles.contains)
    }
}
