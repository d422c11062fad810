#if canImport(UIKit)
import UIKit

/// Drives UIKit from navigation commands: one `UINavigationController` per tab
/// (in a `UITabBarController` when there is more than one tab) and a
/// `UINavigationController` per presented layer.
///
/// Commands are checked and applied by a headless ``RouteNavigator`` first; this
/// class only performs the ``ScreenUpdate`` steps each change lists, so all
/// decisions are covered by headless tests.
///
/// ```swift
/// let navigator = UIKitNavigator(window: window, root: AppRoute.login) { route in
///     AppAssembly.makeViewController(for: route)
/// }
/// let loginRouter = LoginRouter(navigator: navigator)
/// ```
@MainActor
public final class UIKitNavigator<Route>: Navigating {
    private let window: UIWindow
    private let model: RouteNavigator<Route, UIViewController>
    private var observation: AnyCancellable?
    private var tabControllers: [UINavigationController] = []
    private let tabBarController = UITabBarController()
    private var layerControllers: [UINavigationController] = []

    /// Shows the screen for `root` in `window`, building view controllers with `makeScreen`.
    public init(window: UIWindow, root: Route, makeScreen: @escaping @MainActor (Route) -> UIViewController) {
        self.window = window
        self.model = RouteNavigator(root: root, makeScreen: makeScreen)
        model.screens.state.initialUpdates.forEach { perform($0, animated: false) }
        observation = model.screens.observe { [weak self] change in
            change.updates.forEach { self?.perform($0, animated: true) }
        }
        window.makeKeyAndVisible()
    }

    /// What is on screen now, as view controllers.
    public var state: NavigationState<UIViewController> { model.screens.state }

    /// Applies `command` to the model and then to UIKit.
    public func perform(_ command: NavigationCommand<Route>) throws(NavigationError) {
        try model.perform(command)
    }

    /// Applies all of `commands` to the model, or none, and then to UIKit.
    public func perform(_ commands: [NavigationCommand<Route>]) throws(NavigationError) {
        try model.perform(commands)
    }

    private func perform(_ update: ScreenUpdate<UIViewController>, animated: Bool) {
        switch update {
        case .setTabs(let stacks, let selectedTab):
            tabControllers = stacks.map { stack in
                let controller = UINavigationController()
                controller.setViewControllers(stack, animated: false)
                return controller
            }
            if tabControllers.count == 1 {
                window.rootViewController = tabControllers[0]
            } else {
                tabBarController.setViewControllers(tabControllers, animated: false)
                tabBarController.selectedIndex = selectedTab
                window.rootViewController = tabBarController
            }
        case .setTabStack(let tab, let screens):
            tabControllers[tab].setViewControllers(screens, animated: animated)
        case .setModalStack(let layer, let screens):
            layerControllers[layer].setViewControllers(screens, animated: animated)
        case .present(let layer):
            let controller = UINavigationController()
            controller.setViewControllers(layer.stack, animated: false)
            controller.modalPresentationStyle = switch layer.style {
            case .sheet: .pageSheet
            case .fullScreen: .fullScreen
            case .overlay: .overFullScreen
            }
            (layerControllers.last ?? window.rootViewController)?.present(controller, animated: animated)
            layerControllers.append(controller)
        case .dismiss(let fromLayer):
            let presenting = fromLayer == 0 ? window.rootViewController : layerControllers[fromLayer - 1]
            presenting?.dismiss(animated: animated)
            layerControllers.removeSubrange(fromLayer...)
        case .selectTab(let index):
            tabBarController.selectedIndex = index
        }
    }
}
#endif
