/// The view containers a ``PlatformNavigator`` drives: what it needs from UIKit (see
/// `UIKitPlatform`), or from a test double that behaves like it.
///
/// A *stack* is a navigation stack of views (a `UINavigationController`); the *base* is
/// what the window shows under every presented layer: one stack, or one stack per tab (a
/// `UITabBarController`). Every method is one or two calls on the platform, so all
/// decisions stay in ``PlatformNavigator``, which headless tests cover.
///
/// The platform reports what the user did with its own controls (a back swipe, a sheet
/// swiped down, a tapped tab) through ``onEvent``.
@MainActor
public protocol NavigationPlatform: AnyObject {
    /// A screen's view (a `UIViewController`).
    associatedtype View: AnyObject
    /// A navigation stack of views (a `UINavigationController`).
    associatedtype Stack: AnyObject

    /// Where the platform reports its delegate callbacks; set by ``PlatformNavigator``.
    var onEvent: (@MainActor (NavigationPlatformEvent<Stack>) -> Void)? { get set }

    /// A new stack showing `views`, bottom first, whose callbacks reach ``onEvent``.
    func makeStack(_ views: [View]) -> Stack
    /// The views `stack` shows now, bottom first.
    func views(in stack: Stack) -> [View]
    /// Replaces the views of `stack`, animating a push or pop when `animated`.
    func setViews(_ views: [View], in stack: Stack, animated: Bool)
    /// Shows `stacks` as the base: the only stack, or one tab per stack with the tab at
    /// `selected` visible.
    func showBase(_ stacks: [Stack], selected: Int)
    /// Shows the tab at `index` of the base.
    func selectTab(_ index: Int)
    /// Presents `stack` in `style` over `presenter`, or over the base when it is nil.
    func present(_ stack: Stack, style: PresentationStyle, over presenter: Stack?, animated: Bool)
    /// Dismisses what `presenter` (or the base, when nil) presents, and every layer above it.
    func dismiss(presentedBy presenter: Stack?, animated: Bool)
}

/// A delegate callback a ``NavigationPlatform`` reports: the platform's views changed,
/// possibly because the user acted on its own controls.
public enum NavigationPlatformEvent<Stack> {
    /// `stack` finished showing its top view, after a push or pop, the app's or the
    /// user's (UIKit: `navigationController(_:didShow:animated:)`).
    case didShow(Stack)
    /// The user dismissed the layer showing `stack` (UIKit:
    /// `presentationControllerDidDismiss(_:)`, which only user dismissals call).
    case didDismiss(Stack)
    /// The user selected the tab at the index (UIKit: `tabBarController(_:didSelect:)`,
    /// which only user taps call).
    case didSelectTab(Int)
}
