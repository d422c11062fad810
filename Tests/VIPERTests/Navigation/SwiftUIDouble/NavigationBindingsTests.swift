import Testing
import VIPER

/// What only SwiftUI does: links that push by writing the path, stacks identified across
/// updates, and writes that arrive late or cannot be followed.
@MainActor
@Suite("NavigationBindings")
struct NavigationBindingsTests {
    /// A navigator over the SwiftUI double whose modules fail to build for `failing` routes.
    private func app(failing: Set<AppRoute> = [], root: AppRoute = .home) throws
        -> (ModuleNavigator<AppRoute, FakeViewController>, FakeSwiftUI<AppRoute, FakeViewController>)
    {
        struct Unavailable: Error {}
        let navigator = ModuleNavigator<AppRoute, FakeViewController>(root: root) { route in
            if failing.contains(route) { throw Unavailable() }
            return contractModule(for: route)
        }
        try navigator.start()
        return (navigator, FakeSwiftUI(showing: NavigationBindings(navigator: navigator)))
    }

    @Test("a NavigationLink's push builds the route's module, and the path then names its screen")
    func linkPush() throws {
        let (navigator, swiftUI) = try app()
        swiftUI.userFollowsLink(to: .favorites)
        #expect(navigator.state.stack.map(\.route) == [.home, .favorites])
        let favorites = try #require(navigator.state.stack.last)
        #expect(favorites.module != nil)
        swiftUI.update()
        #expect(swiftUI.tabs[0].path == [NavigationPathItem(route: .favorites, screenID: favorites.id)])
        #expect(swiftUI.bindings.screen(for: swiftUI.tabs[0].path[0]) === favorites)
    }

    @Test("a link to a route whose module cannot be built is refused, and SwiftUI reads the path again")
    func refusedLink() throws {
        let (navigator, swiftUI) = try app(failing: [.settings])
        var refusals: [NavigationError] = []
        navigator.onRefusal = { refusals.append($0) }
        swiftUI.userFollowsLink(to: .settings)
        #expect(navigator.state.stack.map(\.route) == [.home])
        #expect(refusals.count == 1)
        #expect(swiftUI.needsUpdate, "SwiftUI must read the bindings again to take the push back")
        swiftUI.update()
        #expect(swiftUI.tabs[0].path.isEmpty)
    }

    @Test("an item a link appended has no screen to draw until the navigator follows it")
    func linkItemHasNoScreen() throws {
        let (_, swiftUI) = try app()
        #expect(swiftUI.bindings.screen(for: NavigationPathItem(AppRoute.favorites)) == nil)
    }

    @Test("the app's own commands make SwiftUI update and never write a binding")
    func commandsWriteNothing() throws {
        let (navigator, swiftUI) = try app()
        try navigator.perform([.push(.detail(id: 1)), .present(.settings, style: .sheet), .push(.favorites)])
        #expect(swiftUI.needsUpdate)
        swiftUI.update()
        try navigator.perform([.dismissAll, .popToRoot, .setTabs([.home, .favorites], selected: 1)])
        swiftUI.update()
        #expect(swiftUI.writes.isEmpty)
    }

    @Test("a path written late by a stack that has gone changes nothing")
    func lateWriteFromGoneStack() throws {
        let (navigator, swiftUI) = try app()
        try navigator.perform([.present(.settings, style: .sheet), .push(.detail(id: 1))])
        swiftUI.update()
        let sheetPath = try #require(swiftUI.layers.first).stack.pathBinding
        try navigator.perform([.dismiss, .present(.locationPicker, style: .sheet), .push(.favorites)])
        sheetPath.set([])
        #expect(navigator.state.modals.map { $0.stack.map(\.route) } == [[.locationPicker, .favorites]])
    }

    @Test("stacks torn down by a dismissal may write an empty path; the navigator ignores it")
    func teardownWrites() throws {
        let (navigator, swiftUI) = try app()
        swiftUI.teardownWritesEmptyPath = true
        try navigator.perform([.push(.favorites), .present(.settings, style: .sheet), .push(.detail(id: 1))])
        swiftUI.update()
        try navigator.perform([.dismiss, .present(.locationPicker, style: .sheet)])
        swiftUI.update()
        #expect(swiftUI.writes.count == 1)
        #expect(navigator.state.stack.map(\.route) == [.home, .favorites])
        #expect(navigator.state.modals.map { $0.stack.map(\.route) } == [[.locationPicker]])
    }

    @Test("a layer dismissed and another presented in one list gets a new identity, so SwiftUI presents anew")
    func replacedLayerIsNew() throws {
        let (navigator, swiftUI) = try app()
        try navigator.perform(.present(.settings, style: .sheet))
        swiftUI.update()
        let first = try #require(swiftUI.layers.first).item.id
        try navigator.perform([.dismiss, .present(.locationPicker, style: .sheet)])
        swiftUI.update()
        #expect(try #require(swiftUI.layers.first).item.id != first)
    }

    @Test("a layer keeps its identity while screens are pushed onto it and its root is replaced")
    func layerKeepsIdentity() throws {
        let (navigator, swiftUI) = try app()
        try navigator.perform(.present(.settings, style: .sheet))
        swiftUI.update()
        let first = try #require(swiftUI.layers.first).item.id
        try navigator.perform([.replaceTop(.locationPicker), .push(.detail(id: 1))])
        swiftUI.update()
        let layer = try #require(swiftUI.layers.first)
        #expect(layer.item.id == first)
        #expect(layer.stack.root == .locationPicker)
    }

    @Test("setTabs gives every tab a new stack")
    func setTabsRenewsStacks() throws {
        let (navigator, swiftUI) = try app()
        try navigator.perform(.setTabs([.home, .favorites], selected: 0))
        swiftUI.update()
        let first = swiftUI.tabs.map(\.id)
        try navigator.perform(.setTabs([.home, .favorites], selected: 0))
        swiftUI.update()
        #expect(Set(swiftUI.tabs.map(\.id)).isDisjoint(with: first))
        #expect(swiftUI.bindings.showsTabs)
    }

    @Test("a tab index outside the tabs changes nothing, and SwiftUI reads the selection again")
    func unknownTab() throws {
        let (navigator, swiftUI) = try app()
        try navigator.perform(.setTabs([.home, .favorites], selected: 0))
        swiftUI.update()
        swiftUI.userTapsTab(5)
        #expect(navigator.state.selectedTab == 0)
        #expect(swiftUI.needsUpdate)
        swiftUI.update()
        #expect(swiftUI.selection == 0)
    }

    @Test("nil written into a full-screen cover (its view called dismiss) dismisses it")
    func coverDismissedByItsView() throws {
        let (navigator, swiftUI) = try app()
        try navigator.perform(.present(.settings, style: .fullScreen))
        swiftUI.update()
        let cover = try #require(swiftUI.layers.first)
        #expect(cover.item.coversScreen)
        cover.binding.set(nil)
        #expect(navigator.state.modals.isEmpty)
    }

    @Test("a layer is offered only to the presentation its style uses")
    func layerKind() throws {
        let (navigator, swiftUI) = try app()
        try navigator.perform([.present(.settings, style: .sheet), .present(.locationPicker, style: .overlay)])
        #expect(swiftUI.bindings.layer(at: 0, coveringScreen: false).get()?.style == .sheet)
        #expect(swiftUI.bindings.layer(at: 0, coveringScreen: true).get() == nil)
        #expect(swiftUI.bindings.layer(at: 1, coveringScreen: true).get()?.style == .overlay)
        #expect(swiftUI.bindings.layer(at: 2, coveringScreen: true).get() == nil)
    }
}
