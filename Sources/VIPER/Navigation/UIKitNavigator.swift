#if canImport(UIKit)
import UIKit

/// Drives UIKit from navigation commands: one `UINavigationController` per tab
/// (in a `UITabBarController` when there is more than one tab) and a
/// `UINavigationController` per presented layer.
///
/// Commands are checked and applied by a headless ``ModuleNavigator`` first; this
/// class only performs the ``ScreenUpdate`` steps each change lists, so all
/// decisions are covered by headless tests.
///
/// ```swift
/// let navigator = UIKitNavigator(window: window, root: AppRoute.login) { route in
///     try AppModules.module(for: route)        // a Module<UIViewController, Void>
/// }
/// try navigator.start()
/// ```
@MainActor
public final class UIKitNavigator<Route>: Navigating {
    private let window: UIWindow
    private let model: ModuleNavigator<Route, UIViewController>
    private var observation: AnyCancellable?
    private var tabControllers: [UINavigationController] = []
    private let tabBarController = UITabBarController()
    private var layerControllers: [UINavigationController] = []

    /// A navigator for `window` showing `root`, building each route's module with `build`.
    public init(window: UIWindow, root: Route, build: @escaping @MainActor (Route) throws -> Module<UIViewController, Void>) {
        self.window = window
        self.model = ModuleNavigator(root: root, build: build)
    }

    /// Builds the root's module and shows it in the window.
    public func start() throws(NavigationError) {
        try model.start()
        model.state.initialUpdates.forEach { perform($0, animated: false) }
        observation = model.observe { [weak self] change in
            change.updates.forEach { self?.perform($0, animated: true) }
        }
        window.makeKeyAndVisible()
    }

    /// What is on screen now, as module screens.
    public var state: NavigationState<ModuleScreen<Route, UIViewController>> { model.state }

    /// Where refusals of ``Navigating/navigate(_:)-(NavigationCommand<Self.Route>)`` go.
    public var onRefusal: (@MainActor (NavigationError) -> Void)? {
        get { model.onRefusal }
        set { model.onRefusal = newValue }
    }

    /// Hands `refusal` to ``onRefusal``.
    public func report(_ refusal: NavigationError) {
        model.report(refusal)
    }

    /// Applies `command` to the model and then to UIKit.
    public func perform(_ command: NavigationCommand<Route>) throws(NavigationError) {
        try model.perform(command)
    }

    /// Applies all of `commands` to the model, or none, and then to UIKit.
    public func perform(_ commands: [NavigationCommand<Route>]) throws(NavigationError) {
        try model.perform(commands)
    }

    private func perform(_ update: ScreenUpdate<ModuleScreen<Route, UIViewController>>, animated: Bool) {
        switch update {
        case .setTabs(let stacks, let selectedTab):
            tabControllers = stacks.map { stack in
                let controller = UINavigationController()
                controller.setViewControllers(stack.compactMap(\.view), animated: false)
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
            tabControllers[tab].setViewControllers(screens.compactMap(\.view), animated: animated)
        case .setModalStack(let layer, let screens):
            layerControllers[layer].setViewControllers(screens.compactMap(\.view), animated: animated)
        case .present(let layer):
            let controller = UINavigationController()
            controller.setViewControllers(layer.stack.compactMap(\.view), animated: false)
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
