/// A ``Navigating`` that shows its screens with a platform's view containers and
/// follows what the user does with the platform's own controls.
///
/// Commands go to a headless ``ModuleNavigator`` first, which checks them, builds the
/// modules of new screens and ends the modules of removed ones; this type then performs
/// the ``ScreenUpdate`` steps each change lists on the ``NavigationPlatform``. `UIKitNavigator`
/// is this type over UIKit.
///
/// The user also navigates without the app: a back button or a back swipe pops, a sheet
/// swiped down is dismissed, a tapped tab is selected. The platform reports each through
/// ``NavigationPlatform/onEvent`` and the navigator brings its model in line, ending the
/// modules the user left, so the next command never brings back a screen the user closed:
///
/// - ``NavigationPlatformEvent/didShow(_:)``: if the stack now shows fewer views than the
///   model and they are the model's first ones, the user popped: the model pops the rest
///   (``UserNavigation/editStack(_:kept:pushed:)``).
///   UIKit calls `navigationController(_:didShow:animated:)` after every push or pop, when
///   the transition has finished and `viewControllers` holds what is shown; a cancelled
///   back swipe leaves `viewControllers` unchanged, so it changes nothing here.
/// - ``NavigationPlatformEvent/didDismiss(_:)``: the layer and every layer above it
///   close in the model (``UserNavigation/dismissLayer(_:)``). UIKit calls `presentationControllerDidDismiss(_:)` only when the
///   user dismissed the presentation, never for the app's own `dismiss`.
/// - ``NavigationPlatformEvent/didSelectTab(_:)``: the model selects the tab
///   (``UserNavigation/selectTab(_:)``). UIKit calls
///   `tabBarController(_:didSelect:)` only for taps on the tab bar.
///
/// What the user did is already on screen, so these model changes are not performed on
/// the platform again; observers of ``state`` see them like any other change. Which
/// commands follow from each is decided by ``NavigationState/commands(following:)``, the
/// same decisions the SwiftUI platform (``NavigationBindings``) relies on.
@MainActor
public final class PlatformNavigator<Route, Platform: NavigationPlatform>: Navigating {
    /// The view containers this navigator drives.
    public let platform: Platform

    private let model: ModuleNavigator<Route, Platform.View>
    private var observation: AnyCancellable?
    private var tabs: [Platform.Stack] = []
    private var layers: [Platform.Stack] = []
    /// Whether the model is following the user, so its changes are already on screen.
    private var isFollowingUser = false

    /// A navigator showing `root` with `platform`, building each route's module with `build`.
    ///
    /// Nothing is built or shown until ``start()``.
    public init(platform: Platform, root: Route, build: @escaping @MainActor (Route) throws -> Module<Platform.View, Void>) {
        self.platform = platform
        self.model = ModuleNavigator(root: root, build: build)
        platform.onEvent = { [weak self] event in self?.follow(event) }
    }

    /// Builds the root's module and shows it.
    ///
    /// - Throws: ``NavigationError/moduleUnavailable(route:reason:)`` if it cannot be built.
    public func start() throws(NavigationError) {
        try model.start()
        guard observation == nil else { return }
        model.state.initialUpdates.forEach { apply($0, animated: false) }
        observation = model.observe { [weak self] change in
            guard let self, !self.isFollowingUser else { return }
            change.updates.forEach { self.apply($0, animated: true) }
        }
    }

    /// What is on screen now.
    public var state: NavigationState<ModuleScreen<Route, Platform.View>> { model.state }

    /// Where refusals of ``Navigating/navigate(_:)-(NavigationCommand<Self.Route>)`` go;
    /// dropped while nil.
    public var onRefusal: (@MainActor (NavigationError) -> Void)? {
        get { model.onRefusal }
        set { model.onRefusal = newValue }
    }

    /// Calls `observer` after every change, the user's included; see ``ModuleNavigator/observe(_:)``.
    public func observe(
        _ observer: @escaping @MainActor (NavigationChange<ModuleScreen<Route, Platform.View>>) -> Void
    ) -> AnyCancellable {
        model.observe(observer)
    }

    /// Applies `command` to the model and then to the platform.
    public func perform(_ command: NavigationCommand<Route>) throws(NavigationError) {
        try model.perform(command)
    }

    /// Applies all of `commands` to the model, or none, and then to the platform.
    public func perform(_ commands: [NavigationCommand<Route>]) throws(NavigationError) {
        try model.perform(commands)
    }

    /// Hands `refusal` to ``onRefusal``.
    public func report(_ refusal: NavigationError) {
        model.report(refusal)
    }

    /// Checks every module that leaves the screen with `detector`; see
    /// ``ModuleNavigator/checkLeaks(with:report:)``.
    public func checkLeaks(with detector: LeakDetector, report: @escaping @MainActor (Route, LeakReport) -> Void) {
        model.checkLeaks(with: detector, report: report)
    }

    // MARK: Following the user

    private func follow(_ event: NavigationPlatformEvent<Platform.Stack>) {
        switch event {
        case .didShow(let stack):
            followPop(in: stack)
        case .didDismiss(let stack):
            guard let layer = layers.firstIndex(where: { $0 === stack }) else { return }
            followUser(.dismissLayer(layer))
            layers.removeSubrange(layer...)
        case .didSelectTab(let index):
            followUser(.selectTab(index))
        }
    }

    /// Pops the model's stack down to what `stack` shows, if the user popped it: what it
    /// shows must be the model's first screens, and only them.
    private func followPop(in stack: Platform.Stack) {
        guard let position = position(of: stack), let modelled = model.state.stack(at: position) else { return }
        let shown = platform.views(in: stack)
        let kept = zip(shown, modelled).prefix { view, screen in screen.view.map { $0 === view } ?? false }.count
        guard kept == shown.count else { return }
        followUser(.editStack(position, kept: kept, pushed: []))
    }

    /// Where `stack` is in the model: a presented layer's stack or a tab's.
    private func position(of stack: Platform.Stack) -> StackPosition? {
        if let layer = layers.firstIndex(where: { $0 === stack }) { return .layer(layer) }
        return tabs.firstIndex { $0 === stack }.map(StackPosition.tab)
    }

    /// Brings the model in line with what the user did, without performing the change on
    /// the platform, which already shows it.
    private func followUser(_ action: UserNavigation<Route>) {
        isFollowingUser = true
        defer { isFollowingUser = false }
        model.follow(action)
    }

    // MARK: Driving the platform

    private func apply(_ update: ScreenUpdate<ModuleScreen<Route, Platform.View>>, animated: Bool) {
        switch update {
        case .setTabs(let stacks, let selected):
            tabs = stacks.map { platform.makeStack(Self.views(of: $0)) }
            platform.showBase(tabs, selected: selected)
        case .setTabStack(let tab, let screens):
            platform.setViews(Self.views(of: screens), in: tabs[tab], animated: animated)
        case .setModalStack(let layer, let screens):
            platform.setViews(Self.views(of: screens), in: layers[layer], animated: animated)
        case .present(let layer):
            let stack = platform.makeStack(Self.views(of: layer.stack))
            platform.present(stack, style: layer.style, over: layers.last, animated: animated)
            layers.append(stack)
        case .dismiss(let fromLayer):
            platform.dismiss(presentedBy: fromLayer == 0 ? nil : layers[fromLayer - 1], animated: animated)
            layers.removeSubrange(fromLayer...)
        case .selectTab(let index):
            platform.selectTab(index)
        }
    }

    /// The views of `screens` that are built; a screen a command list added and removed
    /// again has none.
    private static func views(of screens: [ModuleScreen<Route, Platform.View>]) -> [Platform.View] {
        screens.compactMap(\.view)
    }
}
