/// A ``ModuleNavigator``'s state as the values a SwiftUI hierarchy binds to, and the
/// decisions about what SwiftUI writes back when the user navigates: the SwiftUI
/// platform, minus the SwiftUI calls (`NavigatorView` makes them).
///
/// - **Tabs**: one stack per tab (``tabs``), shown in a `TabView` whose selection is
///   ``selectedTab``; an app without tabs has one stack and no `TabView`.
/// - **Stacks**: each stack is a `NavigationStack` whose root view is the stack's first
///   screen (``root(of:)``) and whose path is ``path(of:)``, the screens above it.
/// - **Layers**: the layer at index *i* is presented by the layer below it (the tabs, for
///   the first), as a sheet or a full-screen cover (``layer(at:coveringScreen:)``), so a
///   sheet over a sheet works as SwiftUI requires.
///
/// Every binding reads the navigator's state, so after each command SwiftUI shows the
/// state. The bindings hold the navigator strongly and are held weakly by the bindings
/// they hand out: a binding SwiftUI keeps after they are gone reads nothing and writes
/// nowhere. What the user does arrives as writes, which the navigator follows
/// (``ModuleNavigator/follow(_:)``), ending the modules the user left:
///
/// | SwiftUI writes | when the user | the navigator |
/// |---|---|---|
/// | a shorter path | taps back, swipes back, picks a screen in the back button's menu | pops to it |
/// | a path with items made from routes | follows a `NavigationLink(value:)` | pushes them, building their modules |
/// | `nil` into a layer | drags a sheet down, or a view calls `dismiss` | dismisses the layer and those above it |
/// | a tab index | taps a tab | selects it |
///
/// A write for a stack that has gone (a torn-down `NavigationStack` may write late) names
/// a ``NavigationStackID`` no stack has and changes nothing. A write the navigator cannot
/// follow (a pushed route whose module cannot be built) changes nothing either, and
/// ``onChange`` is called so that SwiftUI reads the bindings again and shows the state.
@MainActor
public final class NavigationBindings<Route: Hashable, View> {
    /// The navigator whose state the bindings read and whose model follows the user.
    public let navigator: ModuleNavigator<Route, View>
    /// Called after every change of the navigator's state, the user's included, and when
    /// SwiftUI must read the bindings again: where `NavigatorView` redraws.
    public var onChange: (@MainActor () -> Void)?

    private var tabIDs: [NavigationStackID] = []
    private var layerIDs: [NavigationStackID] = []
    private var lastID = 0
    /// How many changes of the navigator's state the bindings have seen.
    private var revision = 0
    private var observation: AnyCancellable?

    /// The bindings of `navigator`, following its changes from now on.
    public init(navigator: ModuleNavigator<Route, View>) {
        self.navigator = navigator
        tabIDs = navigator.state.tabs.map { _ in makeID() }
        layerIDs = navigator.state.modals.map { _ in makeID() }
        observation = navigator.observe { [weak self] change in self?.update(after: change) }
    }

    deinit {
        observation?.cancel()
    }

    // MARK: Tabs

    /// One stack per tab, in tab order.
    public var tabs: [NavigationStackID] { tabIDs }

    /// Whether the stacks are shown in a `TabView`: when there is more than one.
    public var showsTabs: Bool { tabIDs.count > 1 }

    /// The index of the selected tab: a `TabView`'s selection, each tab tagged with its index.
    public var selectedTab: NavigationBinding<Int> {
        NavigationBinding(get: { [weak self] in self?.navigator.state.selectedTab ?? 0 }) { [weak self] index in
            guard let self else { return }
            following(snappingBackUnless: navigator.state.selectedTab == index) {
                navigator.follow(.selectTab(index))
            }
        }
    }

    // MARK: Stacks

    /// The first screen of `stack`: its `NavigationStack`'s root view. Nil for a stack
    /// that has gone.
    public func root(of stack: NavigationStackID) -> ModuleScreen<Route, View>? {
        position(of: stack).flatMap { navigator.state.stack(at: $0)?.first }
    }

    /// The screens of `stack` above its root, as the path of its `NavigationStack`.
    public func path(of stack: NavigationStackID) -> NavigationBinding<[NavigationPathItem<Route>]> {
        NavigationBinding(get: { [weak self] in self?.items(of: stack) ?? [] }) { [weak self] path in
            self?.userEdits(stack, to: path)
        }
    }

    /// The screen an item of a path shows: what a `navigationDestination` draws. Nil for an
    /// item whose screen has gone, or one a `NavigationLink` appended a moment ago.
    public func screen(for item: NavigationPathItem<Route>) -> ModuleScreen<Route, View>? {
        guard let id = item.screenID else { return nil }
        return navigator.state.allScreens.first { $0.id == id }
    }

    // MARK: Layers

    /// The layer at `index` while it is presented in the given way (a full-screen cover
    /// when `coveringScreen`, a sheet otherwise): the item of the `.fullScreenCover(item:)`
    /// or `.sheet(item:)` of whatever shows the layer below it.
    ///
    /// Writing nil closes the layer this binding was made for, with every layer above it.
    public func layer(at index: Int, coveringScreen: Bool) -> NavigationBinding<PresentedLayer?> {
        let shown = presentedLayer(at: index, coveringScreen: coveringScreen)
        return NavigationBinding(get: { [weak self] in self?.presentedLayer(at: index, coveringScreen: coveringScreen) }) {
            [weak self] layer in
            guard let self, layer == nil, let shown, let current = layerIDs.firstIndex(of: shown.id) else { return }
            navigator.follow(.dismissLayer(current))
        }
    }

    // MARK: Following the user

    private func userEdits(_ stack: NavigationStackID, to path: [NavigationPathItem<Route>]) {
        guard let position = position(of: stack) else { return }
        let current = items(of: stack)
        let common = zip(path, current).prefix { $0 == $1 }.count
        let added = path[common...]
        let pushed = added.allSatisfy { $0.screenID == nil } ? added.map(\.route) : []
        following(snappingBackUnless: path == current) {
            navigator.follow(.editStack(position, kept: 1 + common, pushed: pushed))
        }
    }

    /// Runs `follow`; when it changed nothing and SwiftUI shows something other than the
    /// state (`isShown` is false), asks SwiftUI to read the bindings again.
    private func following(snappingBackUnless isShown: Bool, _ follow: () -> Void) {
        let before = revision
        follow()
        if revision == before, !isShown { onChange?() }
    }

    // MARK: Keeping the stacks' identities

    private func update(after change: NavigationChange<ModuleScreen<Route, View>>) {
        for update in change.updates {
            switch update {
            case .setTabs(let stacks, _):
                tabIDs = stacks.map { _ in makeID() }
            case .present:
                layerIDs.append(makeID())
            case .dismiss(let fromLayer):
                layerIDs.removeSubrange(min(fromLayer, layerIDs.count)...)
            case .setTabStack, .setModalStack, .selectTab:
                break
            }
        }
        revision += 1
        onChange?()
    }

    private func makeID() -> NavigationStackID {
        lastID += 1
        return NavigationStackID(value: lastID)
    }

    private func position(of stack: NavigationStackID) -> StackPosition? {
        if let layer = layerIDs.firstIndex(of: stack) { return .layer(layer) }
        return tabIDs.firstIndex(of: stack).map(StackPosition.tab)
    }

    private func items(of stack: NavigationStackID) -> [NavigationPathItem<Route>] {
        guard let position = position(of: stack), let screens = navigator.state.stack(at: position) else { return [] }
        return screens.dropFirst().map { NavigationPathItem($0) }
    }

    private func presentedLayer(at index: Int, coveringScreen: Bool) -> PresentedLayer? {
        let modals = navigator.state.modals
        guard modals.indices.contains(index), layerIDs.indices.contains(index) else { return nil }
        let layer = PresentedLayer(id: layerIDs[index], index: index, style: modals[index].style)
        return layer.coversScreen == coveringScreen ? layer : nil
    }
}
