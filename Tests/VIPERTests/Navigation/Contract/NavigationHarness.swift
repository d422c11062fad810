import Testing
import VIPER

/// A navigator over one platform double, and what its user can do: the same contract
/// tests drive each through this.
@MainActor
protocol NavigationHarness: AnyObject {
    /// The navigator routers and deep links use.
    var navigator: any Navigating<AppRoute> { get }
    /// What the navigator's state says the platform shows.
    var modelled: ShownNavigation { get }
    /// What the platform double shows.
    var shown: ShownNavigation { get }
    /// Lets the platform finish what it started: UIKit's transitions end, SwiftUI updates.
    func settle()
    /// The user swipes back in the visible stack, past the middle (`completes`) or not.
    func userSwipesBack(completes: Bool)
    /// The user picks the screen at `depth` (1: the root) in the back button's menu.
    func userPicksInBackMenu(depth: Int)
    /// The user drags the top sheet down until it closes.
    func userDragsSheetDown()
    /// The user taps the tab at `index`.
    func userTapsTab(_ index: Int)
    /// The module on screen for `route`, if any.
    func module(of route: AppRoute) -> Module<FakeViewController, Void>?
    /// Checks every module that leaves the screen with `detector`.
    func checkLeaks(with detector: LeakDetector, report: @escaping @MainActor (AppRoute, LeakReport) -> Void)
}

/// The platform doubles the contract tests run against.
enum PlatformDouble: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case uikit = "UIKit"
    case swiftUI = "SwiftUI"

    var testDescription: String { rawValue }

    /// A navigator showing `root` on this double, started and settled.
    @MainActor
    func harness(root: AppRoute = .home) throws -> any NavigationHarness {
        switch self {
        case .uikit: try UIKitContractHarness(root: root)
        case .swiftUI: try SwiftUIContractHarness(root: root)
        }
    }
}

/// The navigator over the UIKit double.
@MainActor
final class UIKitContractHarness: NavigationHarness {
    let uikit = FakeUIKit()
    let platformNavigator: PlatformNavigator<AppRoute, FakeUIKitPlatform>

    init(root: AppRoute) throws {
        platformNavigator = PlatformNavigator(platform: FakeUIKitPlatform(uikit: uikit), root: root, build: contractModule)
        try platformNavigator.start()
        uikit.finishTransitions()
    }

    var navigator: any Navigating<AppRoute> { platformNavigator }
    var modelled: ShownNavigation { ShownNavigation(platformNavigator.state) }

    var shown: ShownNavigation {
        let root = uikit.window.rootViewController
        let tabBar = root as? FakeTabBarController
        let stacks = tabBar?.viewControllers ?? [root].compactMap { $0 }
        var layers: [ShownNavigation.Layer] = []
        var presenter = root
        while let layer = presenter?.presentedViewController {
            layers.append(ShownNavigation.Layer(style: Self.style(of: layer), stack: Self.titles(layer)))
            presenter = layer
        }
        return ShownNavigation(tabs: stacks.map(Self.titles), selectedTab: tabBar?.selectedIndex ?? 0, layers: layers)
    }

    func settle() { uikit.finishTransitions() }

    func userSwipesBack(completes: Bool) {
        guard let stack = visibleStack else { return }
        uikit.userSwipesBack(in: stack, completes: completes)
    }

    func userPicksInBackMenu(depth: Int) {
        guard let stack = visibleStack else { return }
        uikit.userPicksInBackMenu(in: stack, depth: depth)
    }

    func userDragsSheetDown() {
        guard let top = topLayer else { return }
        uikit.userSwipesDown(top)
    }

    func userTapsTab(_ index: Int) { uikit.userTapsTab(index) }

    func module(of route: AppRoute) -> Module<FakeViewController, Void>? {
        platformNavigator.state.allScreens.first { $0.route == route }?.module
    }

    func checkLeaks(with detector: LeakDetector, report: @escaping @MainActor (AppRoute, LeakReport) -> Void) {
        platformNavigator.checkLeaks(with: detector, report: report)
    }

    private var topLayer: FakeNavigationController? {
        var layer = uikit.window.rootViewController?.presentedViewController
        while let next = layer?.presentedViewController { layer = next }
        return layer
    }

    private var visibleStack: FakeNavigationController? {
        if let topLayer { return topLayer }
        let root = uikit.window.rootViewController
        if let tabBar = root as? FakeTabBarController {
            return tabBar.viewControllers[tabBar.selectedIndex] as? FakeNavigationController
        }
        return root as? FakeNavigationController
    }

    private static func titles(_ controller: FakeViewController) -> [String] {
        (controller as? FakeNavigationController)?.viewControllers.map(\.title) ?? []
    }

    private static func style(of controller: FakeViewController) -> PresentationStyle {
        switch (controller as? FakeNavigationController)?.modalPresentationStyle {
        case "fullScreen": .fullScreen
        case "overFullScreen": .overlay
        default: .sheet
        }
    }
}

/// The navigator over the SwiftUI double.
@MainActor
final class SwiftUIContractHarness: NavigationHarness {
    let moduleNavigator: ModuleNavigator<AppRoute, FakeViewController>
    let swiftUI: FakeSwiftUI<AppRoute, FakeViewController>

    init(root: AppRoute) throws {
        moduleNavigator = ModuleNavigator(root: root, build: contractModule)
        try moduleNavigator.start()
        swiftUI = FakeSwiftUI(showing: NavigationBindings(navigator: moduleNavigator))
    }

    var navigator: any Navigating<AppRoute> { moduleNavigator }
    var modelled: ShownNavigation { ShownNavigation(moduleNavigator.state) }

    var shown: ShownNavigation {
        func names(_ stack: FakeSwiftUI<AppRoute, FakeViewController>.Stack) -> [String] {
            (stack.root.map { ["\($0)"] } ?? []) + stack.path.map { "\($0.route)" }
        }
        return ShownNavigation(
            tabs: swiftUI.tabs.map(names), selectedTab: swiftUI.selection,
            layers: swiftUI.layers.map { ShownNavigation.Layer(style: $0.item.style, stack: names($0.stack)) })
    }

    func settle() { swiftUI.update() }
    func userSwipesBack(completes: Bool) { swiftUI.userSwipesBack(completes: completes) }
    func userPicksInBackMenu(depth: Int) { swiftUI.userPicksInBackMenu(depth: depth) }
    func userDragsSheetDown() { swiftUI.userDragsSheetDown() }
    func userTapsTab(_ index: Int) { swiftUI.userTapsTab(index) }

    func module(of route: AppRoute) -> Module<FakeViewController, Void>? {
        moduleNavigator.state.allScreens.first { $0.route == route }?.module
    }

    func checkLeaks(with detector: LeakDetector, report: @escaping @MainActor (AppRoute, LeakReport) -> Void) {
        moduleNavigator.checkLeaks(with: detector, report: report)
    }
}
