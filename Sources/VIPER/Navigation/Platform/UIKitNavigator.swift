#if canImport(UIKit)
import UIKit

/// Drives UIKit from navigation commands and follows the user: one
/// `UINavigationController` per tab (in a `UITabBarController` when there is more than
/// one tab) and one per presented layer; a back swipe, a sheet swiped down or a tapped
/// tab updates the model and ends the modules the user left.
///
/// All decisions are made by ``PlatformNavigator``, which headless tests run against a
/// UIKit-shaped double; ``UIKitPlatform`` only maps each step onto UIKit calls.
///
/// ```swift
/// let navigator = UIKitNavigator(window: window, root: AppRoute.login) { route in
///     try AppModules.module(for: route)   // a Module<UIViewController, Void>
/// }
/// try navigator.start()
/// ```
public typealias UIKitNavigator<Route> = PlatformNavigator<Route, UIKitPlatform>

extension PlatformNavigator where Platform == UIKitPlatform {
    /// A navigator for `window` showing `root`, building each route's module with `build`.
    public convenience init(
        window: UIWindow,
        root: Route,
        build: @escaping @MainActor (Route) throws -> Module<UIViewController, Void>
    ) {
        self.init(platform: UIKitPlatform(window: window), root: root, build: build)
    }
}
#endif
