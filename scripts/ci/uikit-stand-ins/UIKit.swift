// Stand-ins for the part of UIKit that VIPER's UIKit adapter uses, declared with UIKit's
// own signatures (as its SDK headers import them into Swift: main-actor classes,
// NSObject-based delegate protocols, default arguments), so that
// `scripts/ci/check-uikit-adapter.sh` can type-check the `#if canImport(UIKit)` code on
// Linux. Declarations only: behaviour is exercised by the UIKit-shaped double in
// Tests/VIPERTests/Navigation/UIKitDouble.
//
// UIKit's delegate methods are `optional` Objective-C requirements; Swift on Linux has no
// Objective-C protocols, so each is a requirement with an empty default here, which a
// conformer may implement or not, as with UIKit.
@_exported import Foundation

@MainActor
open class UIResponder: NSObject {}

@MainActor
open class UIView: UIResponder {}

@MainActor
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

@MainActor
open class UIViewController: UIResponder {
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var presentationController: UIPresentationController? { nil }
    open var presentedViewController: UIViewController? { nil }
    open var presentingViewController: UIViewController? { nil }

    public override init() { super.init() }
    open func viewDidLoad() {}

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

@MainActor
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { viewControllers.last }
    weak open var delegate: (any UINavigationControllerDelegate)?

    public override init() { super.init() }
    public init(rootViewController: UIViewController) { super.init() }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    open func popViewController(animated: Bool) -> UIViewController? { nil }
}

@MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedIndex: Int = 0
    weak open var delegate: (any UITabBarControllerDelegate)?

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
}

@MainActor
open class UIPresentationController: NSObject {
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
    open var presentedViewController: UIViewController { UIViewController() }
    open var presentingViewController: UIViewController { UIViewController() }
}

@MainActor
open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open func makeKeyAndVisible() {}
}

@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

// MARK: - What the UIKit view `viper new --ui uikit` writes uses
// (scripts/ci/generated-module-proof.sh type-checks those views against these).

@MainActor
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

@MainActor
open class UILabel: UIView {
    open var text: String?
    open var numberOfLines: Int = 1
    open var textAlignment: NSTextAlignment = .natural
}

@MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
    }

    public init(style: UIActivityIndicatorView.Style) { super.init() }
    open func startAnimating() {}
    open func stopAnimating() {}
}

@MainActor
open class UIAction: NSObject {
    public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) { super.init() }
}

@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

@MainActor
open class UIRefreshControl: UIControl {
    public override init() { super.init() }
    open func endRefreshing() {}
}

public protocol UIContentConfiguration {}

public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public var text: String?
}

@MainActor
open class UITableViewCell: UIView {
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
    open var contentConfiguration: (any UIContentConfiguration)?
}

@MainActor
open class UIScrollView: UIView {}

@MainActor
open class UITableView: UIScrollView {
    open var backgroundView: UIView?
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func reloadData() {}
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
}

@MainActor
open class UITableViewController: UIViewController {
    open var tableView: UITableView! = UITableView()
    open var refreshControl: UIRefreshControl?

    // UITableViewDataSource and UITableViewDelegate, which UITableViewController adopts.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// UIKit's `row` (an NSIndexPath addition in UIKit).
extension IndexPath {
    public var row: Int { self[1] }
}
