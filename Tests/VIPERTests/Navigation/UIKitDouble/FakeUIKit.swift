/// A UIKit-shaped test double: navigation controllers, a tab bar controller, modal
/// presentation and their delegate callbacks, sent in the order UIKit sends them.
///
/// What the double reproduces, and the public documentation it follows (Apple's UIKit
/// reference):
///
/// - `UINavigationController.setViewControllers(_:animated:)` and `popViewController(animated:)`
///   change `viewControllers` at once; the delegate hears
///   `navigationController(_:willShow:animated:)` at once and
///   `navigationController(_:didShow:animated:)` when the transition ends, which the
///   double delays until ``finishTransitions()`` (UINavigationControllerDelegate: "before"
///   and "after the navigation controller displays a view controller's view").
/// - A back swipe is an interactive pop: `viewControllers` loses the top at once and
///   `willShow` names the controller below; a completed swipe then sends `didShow`, a
///   cancelled one puts the controller back. Whether UIKit then sends `didShow` for the
///   restored top is not documented, so the double can do either
///   (`cancelledSwipeSendsDidShow`), and the navigator must be right both ways.
/// - A sheet swiped down: `presentationControllerWillDismiss(_:)`, the presentation ends,
///   then `presentationControllerDidDismiss(_:)`. Neither is sent when the app dismisses
///   (UIAdaptivePresentationControllerDelegate: "not called if the presentation is
///   dismissed programmatically").
/// - A tapped tab: `tabBarController(_:shouldSelect:)`, the selection changes, then
///   `tabBarController(_:didSelect:)`. Neither is sent when the app sets `selectedIndex`
///   (UITabBarControllerDelegate: called "only in response to user taps").
/// - Dismissing a presenter's presentation also removes every presentation above it.
@MainActor
final class FakeUIKit {
    /// Transitions whose `didShow` is still to come, oldest first.
    private var pendingDidShow: [(FakeNavigationController, FakeViewController)] = []
    /// Whether a cancelled back swipe sends `didShow` for the restored top.
    var cancelledSwipeSendsDidShow = false
    /// Every delegate callback sent, in order, for assertions about order.
    private(set) var callbacks: [String] = []

    let window = FakeWindow()
    let tabBarController: FakeTabBarController

    init() {
        tabBarController = FakeTabBarController()
        tabBarController.uikit = self
    }

    /// Ends every running transition: sends the `didShow` callbacks they owe, in order.
    func finishTransitions() {
        while !pendingDidShow.isEmpty {
            let (stack, shown) = pendingDidShow.removeFirst()
            send("didShow", shown.title)
            stack.delegate?.navigationController(stack, didShow: shown, animated: true)
        }
    }

    func transition(in stack: FakeNavigationController, to top: FakeViewController) {
        send("willShow", top.title)
        stack.delegate?.navigationController(stack, willShow: top, animated: true)
        pendingDidShow.append((stack, top))
    }

    func send(_ callback: String, _ subject: String) {
        callbacks.append("\(callback) \(subject)")
    }

    // MARK: What the user does

    /// The user swipes back from the left edge of `stack`, lifting the finger past the
    /// middle (`completes`) or not.
    func userSwipesBack(in stack: FakeNavigationController, completes: Bool) {
        guard stack.viewControllers.count > 1 else { return }
        let popped = stack.viewControllers.removeLast()
        let destination = stack.viewControllers[stack.viewControllers.count - 1]
        send("willShow", destination.title)
        stack.delegate?.navigationController(stack, willShow: destination, animated: true)
        if completes {
            pendingDidShow.append((stack, destination))
        } else {
            stack.viewControllers.append(popped)
            if cancelledSwipeSendsDidShow {
                pendingDidShow.append((stack, popped))
            }
        }
    }

    /// The user taps the back button of `stack`.
    func userTapsBack(in stack: FakeNavigationController) {
        userSwipesBack(in: stack, completes: true)
    }

    /// The user long-presses the back button of `stack` and picks the screen at `depth`
    /// (1: the root): UIKit pops to it as `popToViewController(_:animated:)` does,
    /// `willShow` at once and `didShow` when the transition ends.
    func userPicksInBackMenu(in stack: FakeNavigationController, depth: Int) {
        guard depth >= 1, depth < stack.viewControllers.count else { return }
        stack.viewControllers.removeSubrange(depth...)
        transition(in: stack, to: stack.viewControllers[depth - 1])
    }

    /// The user swipes the sheet showing `stack` down until it closes.
    func userSwipesDown(_ stack: FakeNavigationController) {
        guard let presenter = stack.presentingViewController else { return }
        let controller = stack.presentationController
        send("presentationControllerWillDismiss", stack.title)
        controller.delegate?.presentationControllerWillDismiss(controller)
        presenter.dismissPresented()
        send("presentationControllerDidDismiss", stack.title)
        controller.delegate?.presentationControllerDidDismiss(controller)
    }

    /// The user taps the tab at `index`.
    func userTapsTab(_ index: Int) {
        let tabs = tabBarController
        let tapped = tabs.viewControllers[index]
        send("shouldSelect", tapped.title)
        guard tabs.delegate?.tabBarController(tabs, shouldSelect: tapped) ?? true else { return }
        tabs.selectedIndex = index
        send("didSelect", tapped.title)
        tabs.delegate?.tabBarController(tabs, didSelect: tapped)
    }
}

/// `UIViewController`'s presentation part: what it presents and what presents it.
@MainActor
class FakeViewController {
    let name: String
    weak var uikit: FakeUIKit?
    private(set) var presentedViewController: FakeNavigationController?
    weak var presentingViewController: FakeViewController?

    init(title: String) {
        self.name = title
    }

    var title: String { name }

    /// `present(_:animated:)`: no delegate callback.
    func present(_ presented: FakeNavigationController, animated: Bool) {
        presentedViewController = presented
        presented.presentingViewController = self
    }

    /// `dismiss(animated:)` on a presenter: its presentation and every one above it end,
    /// with no delegate callback.
    func dismiss(animated: Bool) {
        dismissPresented()
    }

    func dismissPresented() {
        presentedViewController?.dismissPresented()
        presentedViewController?.presentingViewController = nil
        presentedViewController = nil
    }
}

/// `UINavigationController`: a stack of view controllers with a delegate.
@MainActor
final class FakeNavigationController: FakeViewController {
    var viewControllers: [FakeViewController] = []
    weak var delegate: (any FakeNavigationControllerDelegate)?
    var modalPresentationStyle = "automatic"
    /// `presentationController`: its delegate hears user dismissals.
    let presentationController = FakePresentationController()

    init() {
        super.init(title: "stack")
        presentationController.presentedViewController = self
    }

    override var title: String { viewControllers.last.map { "stack of \($0.title)" } ?? "empty stack" }

    /// `setViewControllers(_:animated:)`: the stack changes at once, `willShow` follows
    /// at once and `didShow` when the transition ends.
    func setViewControllers(_ controllers: [FakeViewController], animated: Bool) {
        let previousTop = viewControllers.last
        viewControllers = controllers
        guard let top = controllers.last, top !== previousTop || !animated else { return }
        uikit?.transition(in: self, to: top)
    }
}

/// `UIPresentationController`: the presented controller's presentation, with its delegate.
@MainActor
final class FakePresentationController {
    weak var delegate: (any FakePresentationControllerDelegate)?
    weak var presentedViewController: FakeViewController?
}

/// `UITabBarController`.
@MainActor
final class FakeTabBarController: FakeViewController {
    private(set) var viewControllers: [FakeViewController] = []
    var selectedIndex = 0
    weak var delegate: (any FakeTabBarControllerDelegate)?

    init() {
        super.init(title: "tab bar")
    }

    func setViewControllers(_ controllers: [FakeViewController], animated: Bool) {
        viewControllers = controllers
    }
}

/// `UIWindow`.
@MainActor
final class FakeWindow {
    var rootViewController: FakeViewController?
    private(set) var isKeyWindow = false

    func makeKeyAndVisible() {
        isKeyWindow = true
    }
}

/// `UINavigationControllerDelegate`'s two show callbacks.
@MainActor
protocol FakeNavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: FakeNavigationController, willShow viewController: FakeViewController, animated: Bool)
    func navigationController(_ navigationController: FakeNavigationController, didShow viewController: FakeViewController, animated: Bool)
}

/// `UIAdaptivePresentationControllerDelegate`'s dismissal callbacks.
@MainActor
protocol FakePresentationControllerDelegate: AnyObject {
    func presentationControllerWillDismiss(_ presentationController: FakePresentationController)
    func presentationControllerDidDismiss(_ presentationController: FakePresentationController)
}

/// `UITabBarControllerDelegate`'s selection callbacks.
@MainActor
protocol FakeTabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: FakeTabBarController, shouldSelect viewController: FakeViewController) -> Bool
    func tabBarController(_ tabBarController: FakeTabBarController, didSelect viewController: FakeViewController)
}
