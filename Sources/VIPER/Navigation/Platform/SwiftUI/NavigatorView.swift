#if canImport(SwiftUI)
import SwiftUI

/// Shows a ``ModuleNavigator`` with SwiftUI and follows what the user does with SwiftUI's
/// own controls: one `NavigationStack` per tab (in a `TabView` when there are several),
/// whose path is the navigator's stack, and each modal layer a `.sheet` or a
/// `.fullScreenCover` of the layer below it, so a sheet over a sheet works.
///
/// All decisions are ``NavigationBindings``', which headless tests drive with a
/// SwiftUI-shaped double; this view only hands its bindings to SwiftUI.
///
/// ```swift
/// NavigatorView(navigator) { screen in
///     AnyView(screen.content)          // each module's view draws itself
/// }
/// ```
///
/// A back swipe, the back button and its menu, a `NavigationLink(value:)` with a
/// ``NavigationPathItem``, a sheet dragged down, a view calling `dismiss` and a tapped tab
/// change the navigator's state and end the modules the user left, as UIKit's delegate
/// callbacks do for `UIKitNavigator`.
///
/// Deployment: iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1 (what `NavigationStack`
/// needs). An ``PresentationStyle/overlay`` layer is a full-screen cover whose background is
/// clear from iOS 16.4 and macOS 13.3 (`presentationBackground`); before, the fallback is an
/// opaque full-screen cover. macOS has no full-screen cover, so full-screen and overlay
/// layers are sheets there.
public struct NavigatorView<Route: Hashable, Screen, Content: View, TabLabel: View>: View {
    @StateObject private var model: NavigatorModel<Route, Screen>
    private let content: @MainActor (Screen) -> Content
    private let tabLabel: @MainActor (ModuleScreen<Route, Screen>) -> TabLabel

    /// Shows `navigator`, each screen's view drawn by `content` and, when there are tabs,
    /// each tab labelled by `tabLabel` from the tab's root screen.
    ///
    /// The view keeps the navigator it was first made with for as long as it is on screen.
    public init(
        _ navigator: ModuleNavigator<Route, Screen>,
        @ViewBuilder content: @escaping @MainActor (Screen) -> Content,
        @ViewBuilder tabLabel: @escaping @MainActor (ModuleScreen<Route, Screen>) -> TabLabel
    ) {
        _model = StateObject(wrappedValue: NavigatorModel(navigator))
        self.content = content
        self.tabLabel = tabLabel
    }

    /// The tabs, or the only stack, and the layers presented over them.
    public var body: some View {
        NavigatorBase(model: model, content: content, tabLabel: tabLabel)
            .presentingLayer(at: 0, of: model) { layer in LayerView(model: model, layer: layer, content: content) }
    }
}

extension NavigatorView where TabLabel == EmptyView {
    /// Shows `navigator` without tabs, or with unlabelled ones; see ``init(_:content:tabLabel:)``.
    public init(_ navigator: ModuleNavigator<Route, Screen>, @ViewBuilder content: @escaping @MainActor (Screen) -> Content) {
        self.init(navigator, content: content) { _ in EmptyView() }
    }
}

extension NavigatorView where Screen == any SwiftUIScreen, Content == AnyView, TabLabel == EmptyView {
    /// Shows a navigator of ``SwiftUIScreen``s, each drawn by its own ``SwiftUIScreen/content``.
    public init(_ navigator: ModuleNavigator<Route, any SwiftUIScreen>) {
        self.init(navigator) { screen in AnyView(screen.content) }
    }
}

/// The navigator's ``NavigationBindings`` as an observable object: SwiftUI redraws the
/// views that observe it after every change.
@MainActor
final class NavigatorModel<Route: Hashable, Screen>: ObservableObject {
    let bindings: NavigationBindings<Route, Screen>

    init(_ navigator: ModuleNavigator<Route, Screen>) {
        bindings = NavigationBindings(navigator: navigator)
        bindings.onChange = { [weak self] in self?.objectWillChange.send() }
    }
}

/// The base under every layer: the only stack, or a `TabView` of one stack per tab.
private struct NavigatorBase<Route: Hashable, Screen, Content: View, TabLabel: View>: View {
    @ObservedObject var model: NavigatorModel<Route, Screen>
    let content: @MainActor (Screen) -> Content
    let tabLabel: @MainActor (ModuleScreen<Route, Screen>) -> TabLabel

    var body: some View {
        let bindings = model.bindings
        if bindings.showsTabs {
            TabView(selection: Binding(navigation: bindings.selectedTab)) {
                ForEach(Array(bindings.tabs.enumerated()), id: \.element) { tab in
                    StackView(model: model, stack: tab.element, content: content)
                        .tabItem { bindings.root(of: tab.element).map(tabLabel) }
                        .tag(tab.offset)
                }
            }
        } else if let stack = bindings.tabs.first {
            StackView(model: model, stack: stack, content: content)
        }
    }
}

/// One presented layer: its stack, and the layer it presents in turn.
private struct LayerView<Route: Hashable, Screen, Content: View>: View {
    @ObservedObject var model: NavigatorModel<Route, Screen>
    let layer: PresentedLayer
    let content: @MainActor (Screen) -> Content

    var body: some View {
        StackView(model: model, stack: layer.id, content: content)
            .clearBackground(if: layer.style == .overlay)
            .presentingLayer(at: layer.index + 1, of: model) { next in
                AnyView(LayerView(model: model, layer: next, content: content))
            }
    }
}

/// One `NavigationStack`: the stack's first screen as its root, the rest as its path.
private struct StackView<Route: Hashable, Screen, Content: View>: View {
    @ObservedObject var model: NavigatorModel<Route, Screen>
    let stack: NavigationStackID
    let content: @MainActor (Screen) -> Content

    var body: some View {
        let bindings = model.bindings
        NavigationStack(path: Binding(navigation: bindings.path(of: stack))) {
            bindings.root(of: stack)?.view.map(content)
                .navigationDestination(for: NavigationPathItem<Route>.self) { item in
                    bindings.screen(for: item)?.view.map(content)
                }
        }
    }
}

extension View {
    /// Presents the layer at `index`, if any, as a sheet or a full-screen cover (a sheet on
    /// macOS, which has no covers), drawn by `layer`.
    fileprivate func presentingLayer<Route: Hashable, Screen, Layer: View>(
        at index: Int, of model: NavigatorModel<Route, Screen>, @ViewBuilder layer: @escaping (PresentedLayer) -> Layer
    ) -> some View {
        let bindings = model.bindings
        return sheet(item: Binding(navigation: bindings.layer(at: index, coveringScreen: false)), content: layer)
            #if os(macOS)
        .sheet(item: Binding(navigation: bindings.layer(at: index, coveringScreen: true)), content: layer)
            #else
        .fullScreenCover(item: Binding(navigation: bindings.layer(at: index, coveringScreen: true)), content: layer)
            #endif
    }

    /// The view with a clear presentation background when `isClear`, where the OS has one.
    @ViewBuilder
    fileprivate func clearBackground(if isClear: Bool) -> some View {
        if isClear, #available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *) {
            presentationBackground(Color.clear)
        } else {
            self
        }
    }
}

extension Binding {
    /// A SwiftUI binding made of a ``NavigationBinding``'s two closures, unchanged.
    fileprivate init(navigation binding: NavigationBinding<Value>) {
        self.init(get: binding.get, set: binding.set)
    }
}
#endif
