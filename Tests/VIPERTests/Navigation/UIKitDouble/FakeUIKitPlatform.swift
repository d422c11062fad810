import VIPER

/// ``NavigationPlatform`` over the UIKit double, mapping each step onto the same calls
/// `UIKitPlatform` makes on UIKit, and reporting the same delegate callbacks.
@MainActor
final class FakeUIKitPlatform: NavigationPlatform, FakeNavigationControllerDelegate,
    FakePresentationControllerDelegate, FakeTabBarControllerDelegate
{
    var onEvent: (@MainActor (NavigationPlatformEvent<FakeNavigationController>) -> Void)?
    let uikit: FakeUIKit

    init(uikit: FakeUIKit) {
        self.uikit = uikit
        uikit.tabBarController.delegate = self
    }

    func makeStack(_ views: [FakeViewController]) -> FakeNavigationController {
        let stack = FakeNavigationController()
        stack.uikit = uikit
        stack.setViewControllers(views, animated: false)
        stack.delegate = self
        return stack
    }

    func views(in stack: FakeNavigationController) -> [FakeViewController] {
        stack.viewControllers
    }

    func setViews(_ views: [FakeViewController], in stack: FakeNavigationController, animated: Bool) {
        stack.setViewControllers(views, animated: animated)
    }

    func showBase(_ stacks: [FakeNavigationController], selected: Int) {
        if stacks.count == 1 {
            uikit.window.rootViewController = stacks[0]
        } else {
            uikit.tabBarController.setViewControllers(stacks, animated: false)
            uikit.tabBarController.selectedIndex = selected
            uikit.window.rootViewController = uikit.tabBarController
        }
        uikit.window.makeKeyAndVisible()
    }

    func selectTab(_ index: Int) {
        uikit.tabBarController.selectedIndex = index
    }

    func present(_ stack: FakeNavigationController, style: PresentationStyle, over presenter: FakeNavigationController?, animated: Bool) {
        stack.modalPresentationStyle =
            switch style {
            case .sheet: "pageSheet"
            case .fullScreen: "fullScreen"
            case .overlay: "overFullScreen"
            }
        stack.presentationController.delegate = self
        (presenter ?? uikit.window.rootViewController)?.present(stack, animated: animated)
    }

    func dismiss(presentedBy presenter: FakeNavigationController?, animated: Bool) {
        (presenter ?? uikit.window.rootViewController)?.dismiss(animated: animated)
    }

    func navigationController(_ navigationController: FakeNavigationController, willShow viewController: FakeViewController, animated: Bool)
    {}

    func navigationController(_ navigationController: FakeNavigationController, didShow viewController: FakeViewController, animated: Bool)
    {
        onEvent?(.didShow(navigationController))
    }

    func presentationControllerWillDismiss(_ presentationController: FakePresentationController) {}

    func presentationControllerDidDismiss(_ presentationController: FakePresentationController) {
        guard let stack = presentationController.presentedViewController as? FakeNavigationController else { return }
        onEvent?(.didDismiss(stack))
    }

    func tabBarController(_ tabBarController: FakeTabBarController, shouldSelect viewController: FakeViewController) -> Bool {
        true
    }

    func tabBarController(_ tabBarController: FakeTabBarController, didSelect viewController: FakeViewController) {
        guard let index = tabBarController.viewControllers.firstIndex(where: { $0 === viewController }) else { return }
        onEvent?(.didSelectTab(index))
    }
}
