import VIPER

/// A SwiftUI-shaped test double: it shows ``NavigationBindings`` the way `NavigatorView`'s
/// hierarchy does (a `TabView` over one `NavigationStack` per tab, each layer a `.sheet` or
/// `.fullScreenCover` of the one below), keeps what SwiftUI keeps between updates, and
/// writes to the bindings exactly when and what SwiftUI writes.
///
/// What the double reproduces, and the public documentation it follows (Apple's SwiftUI
/// reference):
///
/// - Updates. `NavigatorView` observes the bindings as an `ObservableObject`; SwiftUI
///   re-evaluates the views that depend on it after `objectWillChange`, reading every
///   binding again ("A type of object with a publisher that emits before the object has
///   changed"). Until then it shows what it showed: the double reads the bindings only in
///   ``update()``; a change the app made and SwiftUI has not drawn yet is "in flight".
/// - `NavigationStack(path:)`: "People can add views to the top of the stack by clicking or
///   tapping a NavigationLink, and remove views using built-in, platform-appropriate
///   controls, like a Back button or a swipe gesture. [...] doesn't allow the root view to be
///   removed"; the stack "stores data items in the collection for each view on the stack"
///   (`NavigationPath`). So the back button and a completed back swipe write the path
///   without its last item, the back button's menu writes a shorter prefix, a
///   `NavigationLink(value:)` writes the path with its value appended. A cancelled swipe
///   removes nothing and writes nothing.
/// - `sheet(item:onDismiss:content:)` / `fullScreenCover(item:onDismiss:content:)`: "When
///   item is non-nil, the system passes the item's content to the modifier's closure [...]
///   If item changes, the system dismisses the sheet and replaces it with a new one."
///   A user "can dismiss a sheet by dragging it down" (`interactiveDismissDisabled(_:)`);
///   SwiftUI then writes nil into the item and the sheet, and everything it presents, goes.
///   A full-screen cover has no such gesture.
/// - `DismissAction`: "Dismiss a modal presentation, like a sheet [...] Pop the current view
///   from a NavigationStack": the same writes as the user's gestures.
/// - `TabView(selection:)` with `.tag(_:)`: a tapped tab writes its tag into the selection.
/// - SwiftUI writes only for what the user does; the app's own changes to the bound values
///   are read at the next update and never written back.
/// - Not documented: whether a `NavigationStack` that goes away (in a dismissed sheet, in a
///   tab that `setTabs` replaced) writes an empty path into its binding as it is torn down.
///   The double can do either (``teardownWritesEmptyPath``); the navigator must be right both
///   ways.
@MainActor
final class FakeSwiftUI<Route: Hashable, View> {
    /// One `NavigationStack` as SwiftUI holds it: its root and its path as last drawn, and
    /// the binding its path was drawn from.
    struct Stack {
        let id: NavigationStackID
        var root: Route?
        var path: [NavigationPathItem<Route>]
        let pathBinding: NavigationBinding<[NavigationPathItem<Route>]>
    }

    /// One presented sheet or cover: its item, its stack, and the binding it was presented by.
    struct Layer {
        let item: PresentedLayer
        var stack: Stack
        let binding: NavigationBinding<PresentedLayer?>
    }

    let bindings: NavigationBindings<Route, View>
    /// Whether a `NavigationStack` writes an empty path into its binding as it goes away.
    var teardownWritesEmptyPath = false
    /// Whether the bindings announced a change that the double has not drawn yet.
    private(set) var needsUpdate = false
    /// Every write the double made to a binding, in order.
    private(set) var writes: [String] = []

    private(set) var tabs: [Stack] = []
    private(set) var selection = 0
    private(set) var layers: [Layer] = []
    private var selectionBinding: NavigationBinding<Int>

    init(showing bindings: NavigationBindings<Route, View>) {
        self.bindings = bindings
        selectionBinding = bindings.selectedTab
        bindings.onChange = { [weak self] in self?.needsUpdate = true }
        update()
    }

    // MARK: SwiftUI's update

    /// Re-evaluates the hierarchy: reads every binding, presents, replaces and removes
    /// layers as their items say, and tears down the stacks that went away.
    func update() {
        needsUpdate = false
        let previousTabs = tabs
        tabs = bindings.tabs.map(stack)
        selectionBinding = bindings.selectedTab
        selection = selectionBinding.get()
        let previousLayers = layers
        layers = []
        while let layer = presentation(at: layers.count) {
            layers.append(layer)
        }
        let kept = Set(tabs.map(\.id) + layers.map(\.stack.id))
        tearDown((previousTabs + previousLayers.map(\.stack)).filter { !kept.contains($0.id) })
    }

    private func stack(_ id: NavigationStackID) -> Stack {
        let binding = bindings.path(of: id)
        return Stack(id: id, root: bindings.root(of: id)?.route, path: binding.get(), pathBinding: binding)
    }

    /// The item of the sheet or cover that whatever shows the layer below presents.
    private func presentation(at index: Int) -> Layer? {
        let sheet = bindings.layer(at: index, coveringScreen: false)
        let cover = bindings.layer(at: index, coveringScreen: true)
        if let item = sheet.get() { return Layer(item: item, stack: stack(item.id), binding: sheet) }
        if let item = cover.get() { return Layer(item: item, stack: stack(item.id), binding: cover) }
        return nil
    }

    private func tearDown(_ stacks: [Stack]) {
        guard teardownWritesEmptyPath else { return }
        for gone in stacks where !gone.path.isEmpty {
            write("path of torn-down \(gone.id) = []")
            gone.pathBinding.set([])
        }
    }

    // MARK: What the user does

    /// The stack the user sees and touches: the top layer's, or the selected tab's.
    var visibleStack: Stack {
        layers.last?.stack ?? tabs[selection]
    }

    /// The user taps the back button of the visible stack.
    func userTapsBack() {
        userSwipesBack(completes: true)
    }

    /// The user swipes back from the left edge, lifting the finger past the middle
    /// (`completes`) or not.
    func userSwipesBack(completes: Bool) {
        guard completes, !visibleStack.path.isEmpty else { return }
        userWritesPath(Array(visibleStack.path.dropLast()))
    }

    /// The user long-presses the back button and picks the screen at `depth` (1: the root).
    func userPicksInBackMenu(depth: Int) {
        userWritesPath(Array(visibleStack.path.prefix(depth - 1)))
    }

    /// The user taps a `NavigationLink(value: NavigationPathItem(route))` on the visible screen.
    func userFollowsLink(to route: Route) {
        userWritesPath(visibleStack.path + [NavigationPathItem(route)])
    }

    /// The user drags the top sheet down until it closes.
    func userDragsSheetDown() {
        guard let top = layers.last, !top.item.coversScreen else { return }
        layers.removeLast()
        write("\(top.item.id) = nil")
        top.binding.set(nil)
        tearDown([top.stack])
    }

    /// The user taps the tab at `index`.
    func userTapsTab(_ index: Int) {
        selection = index
        write("selection = \(index)")
        selectionBinding.set(index)
    }

    private func userWritesPath(_ path: [NavigationPathItem<Route>]) {
        let stack = visibleStack
        if layers.isEmpty {
            tabs[selection].path = path
        } else {
            layers[layers.count - 1].stack.path = path
        }
        write("path of \(stack.id) = \(path.count) items")
        stack.pathBinding.set(path)
    }

    private func write(_ description: String) {
        writes.append(description)
    }
}
