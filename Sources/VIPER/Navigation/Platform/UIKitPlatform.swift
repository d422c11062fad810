#if canImport(UIKit)
import UIKit

/// UIKit as a ``NavigationPlatform``: navigation controllers for stacks, a tab bar
/// controller for several tabs, modal presentation for layers, and the delegate
/// callbacks that tell ``PlatformNavigator`` what the user did.
///
/// Each method maps one step onto one or two UIKit calls; the decisions are
/// ``PlatformNavigator``'s.
@MainActor
public final class UIKitPlatform: NSObject, NavigationPlatform, UINavigationControllerDelegate,
    UIAdaptivePresentationControllerDelegate, UITabBarControllerDelegate
{
    /// Where the delegate callbacks go; set by ``PlatformNavigator``.
    public var onEvent: (@MainActor (NavigationPlatformEvent<UINavigationController>) -> Void)?

    private let window: UIWindow
    private let tabBarController = UITabBarController()

    /// The platform of `window`.
    public init(window: UIWindow) {
        self.window = window
        super.init()
        tabBarController.delegate = self
    }

    /// A navigation controller showing `views`, with this platform as its delegate.
    public func makeStack(_ views: [UIViewController]) -> UINavigationController {
        let stack = UINavigationController()
        stack.setViewControllers(views, animated: false)
        stack.delegate = self
        return stack
    }

    /// The stack's `viewControllers`.
    public func views(in stack: UINavigationController) -> [UIViewController] {
        stack.viewControllers
    }

    /// `setViewControllers(_:animated:)`.
    public func setViews(_ views: [UIViewController], in stack: UINavigationController, animated: Bool) {
        stack.setViewControllers(views, animated: animated)
    }

    /// The window's root: the only stack, or the tab bar controller over all of them.
    public func showBase(_ stacks: [UINavigationController], selected: Int) {
        if stacks.count == 1 {
            window.rootViewController = stacks[0]
        } else {
            tabBarController.setViewControllers(stacks, animated: false)
            tabBarController.selectedIndex = selected
            window.rootViewController = tabBarController
        }
        window.makeKeyAndVisible()
    }

    /// The tab bar controller's `selectedIndex`.
    public func selectTab(_ index: Int) {
        tabBarController.selectedIndex = index
    }

    /// `present(_:animated:)` from `presenter` or the window's root, with this platform as
    /// the presentation's delegate so a swipe-down reaches ``onEvent``.
    public func present(_ stack: UINavigationController, style: PresentationStyle, over presenter: UINavigationController?, animated: Bool)
    {
        stack.modalPresentationStyle =
            switch style {
            case .sheet: .pageSheet
            case .fullScreen: .fullScreen
            case .overlay: .overFullScreen
            }
        stack.presentationController?.delegate = self
        (presenter ?? window.rootViewController)?.present(stack, animated: animated)
    }

    /// `dismiss(animated:)` on `presenter` or the window's root.
    public func dismiss(presentedBy presenter: UINavigationController?, animated: Bool) {
        (presenter ?? window.rootViewController)?.dismiss(animated: animated)
    }

    /// Reports ``NavigationPlatformEvent/didShow(_:)``.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        onEvent?(.didShow(navigationController))
    }

    /// Reports ``NavigationPlatformEvent/didDismiss(_:)`` for the dismissed stack.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard let stack = presentationController.presentedViewController as? UINavigationController else { return }
        onEvent?(.didDismiss(stack))
    }

    /// Reports ``NavigationPlatformEvent/didSelectTab(_:)`` with the tapped tab's index.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard let index = tabBarController.viewControllers?.firstIndex(of: viewController) else { return }
        onEvent?(.didSelectTab(index))
    }
}
#endif
