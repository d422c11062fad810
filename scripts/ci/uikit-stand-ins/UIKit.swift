// Stand-ins for the part of UIKit that VIPER's UIKit adapter uses, declared with UIKit's
// own signatures (as its SDK headers import them into Swift: main-actor classes,
// NSObject-based delegate protocols, default arguments), so that
// `scripts/ci/check-uikit-adapter.sh` can type-check the `#if canImport(UIKit)` code on
// Linux. The adapter's behaviour is exercised by the UIKit-shaped double in
// Tests/VIPERTests/Navigation/UIKitDouble. `scripts/ci/check-extract-corpus.sh` also runs the
// view controllers of viper extract's corpus on them, before and after extraction, so the few
// effects a screen's user sees are kept as UIKit keeps them: a push stacks the controller (and
// gives it its navigation controller), a present records the presented controller, a segue
// calls `prepare(for:sender:)` and shows its destination, and views hold the text, images and
// states set on them.
//
// UIKit's delegate methods are `optional` Objective-C requirements; Swift on Linux has no
// Objective-C protocols, so each is a requirement with an empty default here, which a
// conformer may implement or not, as with UIKit.
@_exported import Foundation

@MainActor
open class UIResponder: NSObject {}

@MainActor
open class UIView: UIResponder {
    open var isHidden = false
    open var alpha: Double = 1
    open var backgroundColor: UIColor?
    open private(set) var subviews: [UIView] = []
    public override init() { super.init() }
    open func addSubview(_ view: UIView) { subviews.append(view) }
}

@MainActor
open class UIColor: NSObject {
    public let name: String
    public init(named name: String) { self.name = name }
    public static let red = UIColor(named: "red")
    public static let black = UIColor(named: "black")
    public static let white = UIColor(named: "white")
    public static let gray = UIColor(named: "gray")
    public static let systemRed = UIColor(named: "systemRed")
    public static let systemGreen = UIColor(named: "systemGreen")
}

/// An Objective-C method name (`#selector(…)`); the corpus check spells it `standInSelector(…)`.
public struct Selector: Sendable, Hashable {
    public let name: String
    public init(_ name: String) { self.name = name }
}

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
    open internal(set) var presentedViewController: UIViewController?
    open internal(set) weak var presentingViewController: UIViewController?
    open internal(set) weak var navigationController: UINavigationController?
    open internal(set) weak var parent: UIViewController?
    open internal(set) var children: [UIViewController] = []
    open var title: String?
    open var view: UIView! = UIView()
    open var navigationItem = UINavigationItem()
    open var storyboard: UIStoryboard?

    public override init() { super.init() }
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if presentedViewController != nil {
            presentedViewController = nil
        } else {
            presentingViewController?.presentedViewController = nil
        }
        completion?()
    }
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController { navigationController.pushViewController(vc, animated: true) } else { present(vc, animated: true) }
    }
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: UIViewController())
        prepare(for: segue, sender: sender)
        show(segue.destination, sender: sender)
    }
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func addChild(_ childController: UIViewController) {
        children.append(childController)
        childController.parent = self
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
}

@MainActor
open class UIStoryboardSegue: NSObject {
    open var identifier: String?
    open var source: UIViewController
    open var destination: UIViewController
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }
}

@MainActor
open class UIStoryboard: NSObject {
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {}
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = identifier
        return controller
    }
}

@MainActor
open class UINavigationItem: NSObject {
    open var title: String?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
}

@MainActor
open class UIBarButtonItem: NSObject {
    public enum Style: Int, Sendable {
        case plain = 0
        case done = 2
    }
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel = 1
        case add = 4
        case edit = 2
        case save = 3
    }
    open var title: String?
    open var isEnabled = true
    public init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) { self.title = title }
    public init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) {}
}

@MainActor
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { viewControllers.last }
    weak open var delegate: (any UINavigationControllerDelegate)?

    public override init() { super.init() }
    public init(rootViewController: UIViewController) {
        super.init()
        pushViewController(rootViewController, animated: false)
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = []
        viewControllers.forEach { pushViewController($0, animated: animated) }
    }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
        viewController.navigationController = self
    }
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
    }
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
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
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
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

@MainActor
open class UILabel: UIView {
    open var text: String?
    open var textColor: UIColor?
    open var numberOfLines: Int = 1
    open var textAlignment: NSTextAlignment = .natural
}

@MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }

    public init(style: UIActivityIndicatorView.Style) { super.init() }
    public override init() { super.init() }
    open private(set) var isAnimating = false
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
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

    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let disabled = State(rawValue: 1 << 1)
    }

    open var isEnabled = true
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
}

extension UIControl.Event {
    public static let touchUpInside = UIControl.Event(rawValue: 1 << 6)
    public static let editingChanged = UIControl.Event(rawValue: 1 << 17)
}

@MainActor
open class UIButton: UIControl {
    private var titles: [UIControl.State: String] = [:]
    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state] = title }
    open func title(for state: UIControl.State) -> String? { titles[state] }
}

@MainActor
open class UISwitch: UIControl {
    open var isOn = false
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

@MainActor
open class UISegmentedControl: UIControl {
    open var selectedSegmentIndex = 0
}

@MainActor
open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?
    open var isSecureTextEntry = false
    weak open var delegate: (any UITextFieldDelegate)?
    open func resignFirstResponder() -> Bool { true }
    open func becomeFirstResponder() -> Bool { true }
}

@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
}

@MainActor
open class UIImage: NSObject {
    public let name: String
    public init?(named name: String) { self.name = name }
    public init(name: String) { self.name = name }
}

@MainActor
open class UIImageView: UIView {
    open var image: UIImage?
}

@MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }
    public let title: String?
    public let style: UIAlertAction.Style
    public let handler: (@MainActor (UIAlertAction) -> Void)?
    public init(title: String?, style: UIAlertAction.Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }
    open var message: String?
    open private(set) var actions: [UIAlertAction] = []
    public init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        super.init()
        self.title = title
        self.message = message
    }
    open func addAction(_ action: UIAlertAction) { actions.append(action) }
}

@MainActor
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0
        case camera = 1
    }
    public struct InfoKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    }
    open var sourceType: UIImagePickerController.SourceType = .photoLibrary
    open var allowsEditing = false
    open class func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool { sourceType == .photoLibrary }
}

@MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

@MainActor
open class UISearchBar: UIView {
    open var text: String?
    open var placeholder: String?
    weak open var delegate: (any UISearchBarDelegate)?
}

@MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
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
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case subtitle = 3
    }
    open private(set) var textLabel: UILabel? = UILabel()
    open private(set) var detailTextLabel: UILabel? = UILabel()
    public override init() { super.init() }
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init() }
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
    open var contentConfiguration: (any UIContentConfiguration)?
}

@MainActor
open class UIScrollView: UIView {
    open var contentOffset = CGPoint.zero
    open var contentSize = CGSize.zero
    open var bounds = CGRect.zero
}

@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}

@MainActor
open class UITableView: UIScrollView {
    open var backgroundView: UIView?
    weak open var dataSource: (any UITableViewDataSource)?
    weak open var delegate: (any UITableViewDelegate)?
    open private(set) var reloadCount = 0
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func reloadData() { reloadCount += 1 }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { UITableViewCell() }
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
    public var section: Int { self[0] }
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
}
