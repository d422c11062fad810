import Testing
import VIPER

/// The navigator over the UIKit double, with a module per route whose view is a fake
/// view controller titled after the route.
@MainActor
struct UIKitHarness {
    let uikit = FakeUIKit()
    let navigator: PlatformNavigator<AppRoute, FakeUIKitPlatform>

    init(root: AppRoute = .home) throws {
        navigator = PlatformNavigator(platform: FakeUIKitPlatform(uikit: uikit), root: root) { route in
            let view = FakeViewController(title: "\(route)")
            return Module(view: view, objects: [.view: view])
        }
        try navigator.start()
        uikit.finishTransitions()
    }

    /// The navigation controller showing the selected tab, or the only stack.
    var baseStack: FakeNavigationController? {
        (uikit.window.rootViewController as? FakeTabBarController).map {
            $0.viewControllers[$0.selectedIndex] as? FakeNavigationController
        } ?? uikit.window.rootViewController as? FakeNavigationController
    }

    /// The topmost presented navigation controller.
    var topLayer: FakeNavigationController? {
        var layer = uikit.window.rootViewController?.presentedViewController
        while let next = layer?.presentedViewController { layer = next }
        return layer
    }

    /// The titles the platform shows in `stack`.
    func titles(_ stack: FakeNavigationController?) -> [String] {
        stack?.viewControllers.map(\.title) ?? []
    }

    /// The routes of the model's active stack.
    var modelStack: [AppRoute] { navigator.state.activeStack.map(\.route) }

    /// The scope of the module on screen for `route`, if any.
    func scope(of route: AppRoute) -> ModuleScope? {
        navigator.state.allScreens.first { $0.route == route }?.module?.scope
    }
}

@MainActor
@Suite("PlatformNavigator over a UIKit-shaped double")
struct PlatformNavigatorTests {
    @Test("start shows the root in one navigation controller as the window's root")
    func startShowsRoot() throws {
        let app = try UIKitHarness()
        #expect(app.titles(app.baseStack) == ["home"])
        #expect(app.uikit.window.isKeyWindow)
    }

    @Test("commands drive the navigation controllers: push, present as a page sheet, dismiss")
    func commandsDrivePlatform() throws {
        let app = try UIKitHarness()
        try app.navigator.push(.favorites)
        #expect(app.titles(app.baseStack) == ["home", "favorites"])
        try app.navigator.present(.settings, style: .sheet)
        #expect(app.titles(app.topLayer) == ["settings"])
        #expect(app.topLayer?.modalPresentationStyle == "pageSheet")
        try app.navigator.dismiss()
        #expect(app.topLayer == nil)
    }

    @Test("a completed back swipe pops the model when UIKit reports didShow, and ends the popped module")
    func backSwipePopsModel() throws {
        let app = try UIKitHarness()
        try app.navigator.push(.detail(id: 1))
        app.uikit.finishTransitions()
        let detail = try #require(app.scope(of: .detail(id: 1)))
        app.uikit.userSwipesBack(in: try #require(app.baseStack), completes: true)
        #expect(app.modelStack == [.home, .detail(id: 1)], "the model waits for didShow")
        app.uikit.finishTransitions()
        #expect(app.modelStack == [.home])
        #expect(detail.isDetached)
    }

    @Test("the next push after a back swipe does not bring the left screen back")
    func pushAfterSwipeKeepsScreenGone() throws {
        let app = try UIKitHarness()
        try app.navigator.push(.detail(id: 1))
        app.uikit.finishTransitions()
        app.uikit.userTapsBack(in: try #require(app.baseStack))
        app.uikit.finishTransitions()
        try app.navigator.push(.favorites)
        #expect(app.titles(app.baseStack) == ["home", "favorites"])
        #expect(app.modelStack == [.home, .favorites])
    }

    @Test("a cancelled back swipe changes nothing, whether or not UIKit sends didShow for the restored screen")
    func cancelledSwipe() throws {
        for sendsDidShow in [false, true] {
            let app = try UIKitHarness()
            app.uikit.cancelledSwipeSendsDidShow = sendsDidShow
            try app.navigator.push(.detail(id: 1))
            app.uikit.finishTransitions()
            app.uikit.userSwipesBack(in: try #require(app.baseStack), completes: false)
            app.uikit.finishTransitions()
            #expect(app.modelStack == [.home, .detail(id: 1)], "didShow sent: \(sendsDidShow)")
            #expect(app.scope(of: .detail(id: 1))?.isDetached == false)
        }
    }

    @Test("the app's own pushes and pops report didShow without changing the model")
    func ownTransitionsAreNoOps() throws {
        let app = try UIKitHarness()
        var changes = 0
        let observation = app.navigator.observe { _ in changes += 1 }
        let earlier = app.uikit.callbacks.count
        try app.navigator.push(.detail(id: 1))
        try app.navigator.push(.favorites)
        try app.navigator.pop()
        app.uikit.finishTransitions()
        #expect(app.modelStack == [.home, .detail(id: 1)])
        #expect(changes == 3)
        #expect(app.uikit.callbacks[earlier...].filter { $0.hasPrefix("didShow") }.count == 3)
        observation.cancel()
    }

    @Test("a back swipe inside a presented layer pops that layer's stack")
    func swipeInLayer() throws {
        let app = try UIKitHarness()
        try app.navigator.perform([.present(.settings, style: .sheet), .push(.detail(id: 2))])
        app.uikit.finishTransitions()
        #expect(app.titles(app.topLayer) == ["settings", "detail(id: 2)"])
        app.uikit.userSwipesBack(in: try #require(app.topLayer), completes: true)
        app.uikit.finishTransitions()
        #expect(app.modelStack == [.settings])
        #expect(app.navigator.state.isPresenting)
    }

    @Test("a sheet swiped down closes its layer in the model and ends its modules; the next present is fresh")
    func sheetSwipedDown() throws {
        let app = try UIKitHarness()
        try app.navigator.present(.settings, style: .sheet)
        let settings = try #require(app.scope(of: .settings))
        app.uikit.userSwipesDown(try #require(app.topLayer))
        #expect(
            app.uikit.callbacks.suffix(2) == [
                "presentationControllerWillDismiss stack of settings", "presentationControllerDidDismiss stack of settings",
            ])
        #expect(!app.navigator.state.isPresenting)
        #expect(settings.isDetached)
        try app.navigator.present(.locationPicker, style: .sheet)
        #expect(app.titles(app.topLayer) == ["locationPicker"])
        try app.navigator.dismiss()
        #expect(app.topLayer == nil)
    }

    @Test("swiping down a lower sheet closes it and every layer above it")
    func lowerSheetSwipedDown() throws {
        let app = try UIKitHarness()
        try app.navigator.present(.settings, style: .sheet)
        let lower = try #require(app.topLayer)
        try app.navigator.present(.locationPicker, style: .sheet)
        app.uikit.userSwipesDown(lower)
        #expect(app.navigator.state.modals.isEmpty)
        #expect(app.scope(of: .locationPicker) == nil)
    }

    @Test("the app's own dismiss sends no delegate callback and leaves the model as the command set it")
    func ownDismissIsSilent() throws {
        let app = try UIKitHarness()
        try app.navigator.present(.settings, style: .sheet)
        try app.navigator.dismiss()
        #expect(!app.uikit.callbacks.contains { $0.hasPrefix("presentationController") })
        #expect(app.modelStack == [.home])
    }

    @Test("a tapped tab is selected in the model; the app's own selection sends no callback")
    func tappedTab() throws {
        let app = try UIKitHarness()
        try app.navigator.setTabs([.home, .favorites, .settings], selected: 0)
        app.uikit.userTapsTab(2)
        #expect(app.navigator.state.selectedTab == 2)
        #expect(app.uikit.tabBarController.selectedIndex == 2)
        try app.navigator.selectTab(1)
        #expect(app.uikit.tabBarController.selectedIndex == 1)
        #expect(app.uikit.callbacks.filter { $0.hasPrefix("didSelect") } == ["didSelect stack of settings"])
    }

    @Test("tapping the tab already shown changes nothing")
    func tappedSelectedTab() throws {
        let app = try UIKitHarness()
        try app.navigator.setTabs([.home, .favorites], selected: 1)
        var changes = 0
        let observation = app.navigator.observe { _ in changes += 1 }
        app.uikit.userTapsTab(1)
        #expect(changes == 0)
        observation.cancel()
    }

    @Test("a back swipe in a tab pops that tab's stack only")
    func swipeInTab() throws {
        let app = try UIKitHarness()
        try app.navigator.setTabs([.home, .favorites], selected: 1)
        try app.navigator.push(.detail(id: 3))
        app.uikit.finishTransitions()
        app.uikit.userSwipesBack(in: try #require(app.baseStack), completes: true)
        app.uikit.finishTransitions()
        #expect(app.navigator.state.tabs.map { $0.map(\.route) } == [[.home], [.favorites]])
    }

    @Test("didShow from a stack the user cannot see is ignored")
    func hiddenStackIgnored() throws {
        let app = try UIKitHarness()
        try app.navigator.push(.detail(id: 1))
        app.uikit.finishTransitions()
        let base = try #require(app.baseStack)
        try app.navigator.present(.settings, style: .sheet)
        base.viewControllers.removeLast()
        app.navigator.platform.onEvent?(.didShow(base))
        #expect(app.navigator.state.stack.map(\.route) == [.home, .detail(id: 1)])
    }
}
