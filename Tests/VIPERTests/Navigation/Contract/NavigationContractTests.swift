import Testing
import VIPER
import VIPERTesting

/// The contract every navigation platform keeps, run against the UIKit-shaped and the
/// SwiftUI-shaped doubles alike: after every command and every user action, once the
/// platform has settled, it shows the navigator's state, and every module the user left
/// has ended.
@MainActor
@Suite("Navigation platforms keep the navigator's state on screen", .timeLimit(.minutes(1)))
struct NavigationContractTests {
    @Test("after every command the platform shows the navigator's state", arguments: PlatformDouble.allCases)
    func commandsAreShown(platform: PlatformDouble) throws {
        let app = try platform.harness()
        let commands: [NavigationCommand<AppRoute>] = [
            .push(.detail(id: 1)), .push(.favorites), .pop, .present(.settings, style: .sheet), .push(.detail(id: 2)),
            .present(.locationPicker, style: .sheet), .present(.search(query: "lis"), style: .fullScreen), .dismiss,
            .replaceTop(.detail(id: 3)), .dismissAll, .popToRoot, .setTabs([.home, .favorites], selected: 1),
            .push(.detail(id: 4)), .selectTab(0), .present(.settings, style: .overlay), .setRoot(.login),
        ]
        for command in commands {
            try app.navigator.perform(command)
            app.settle()
            #expect(app.shown == app.modelled, "after \(command)")
        }
    }

    @Test("a back swipe two levels deep pops one screen at a time and ends each module", arguments: PlatformDouble.allCases)
    func backSwipeTwoLevelsDeep(platform: PlatformDouble) throws {
        let app = try platform.harness()
        try app.navigator.perform([.push(.detail(id: 1)), .push(.favorites)])
        app.settle()
        let detail = try #require(app.module(of: .detail(id: 1))?.scope)
        let favorites = try #require(app.module(of: .favorites)?.scope)
        app.userSwipesBack(completes: true)
        app.settle()
        #expect(app.modelled.tabs == [["home", "detail(id: 1)"]])
        #expect(app.shown == app.modelled)
        #expect(favorites.isDetached && !detail.isDetached)
        app.userSwipesBack(completes: true)
        app.settle()
        #expect(app.modelled.tabs == [["home"]])
        #expect(app.shown == app.modelled)
        #expect(detail.isDetached)
    }

    @Test("a cancelled back swipe changes nothing", arguments: PlatformDouble.allCases)
    func cancelledSwipe(platform: PlatformDouble) throws {
        let app = try platform.harness()
        try app.navigator.perform(.push(.detail(id: 1)))
        app.settle()
        app.userSwipesBack(completes: false)
        app.settle()
        #expect(app.modelled.tabs == [["home", "detail(id: 1)"]])
        #expect(app.shown == app.modelled)
        #expect(app.module(of: .detail(id: 1))?.scope.isDetached == false)
    }

    @Test("picking the root in the back button's menu pops every screen above it", arguments: PlatformDouble.allCases)
    func backMenu(platform: PlatformDouble) throws {
        let app = try platform.harness()
        try app.navigator.perform([.push(.detail(id: 1)), .push(.favorites), .push(.settings)])
        app.settle()
        app.userPicksInBackMenu(depth: 1)
        app.settle()
        #expect(app.modelled.tabs == [["home"]])
        #expect(app.shown == app.modelled)
    }

    @Test("the next push after a back swipe does not bring the left screen back", arguments: PlatformDouble.allCases)
    func pushAfterSwipe(platform: PlatformDouble) throws {
        let app = try platform.harness()
        try app.navigator.perform(.push(.detail(id: 1)))
        app.settle()
        app.userSwipesBack(completes: true)
        app.settle()
        try app.navigator.perform(.push(.favorites))
        app.settle()
        #expect(app.modelled.tabs == [["home", "favorites"]])
        #expect(app.shown == app.modelled)
    }

    @Test(
        "a sheet dismissed by drag while a push is in flight closes its layer and ends both modules",
        arguments: PlatformDouble.allCases)
    func dragWhilePushInFlight(platform: PlatformDouble) throws {
        let app = try platform.harness()
        try app.navigator.perform(.present(.settings, style: .sheet))
        app.settle()
        let settings = try #require(app.module(of: .settings)?.scope)
        try app.navigator.perform(.push(.detail(id: 2)))
        let detail = try #require(app.module(of: .detail(id: 2))?.scope)
        app.userDragsSheetDown()
        app.settle()
        #expect(app.modelled.layers.isEmpty)
        #expect(app.shown == app.modelled)
        #expect(settings.isDetached && detail.isDetached)
    }

    @Test("dragging the top sheet of two down closes only it", arguments: PlatformDouble.allCases)
    func sheetOverSheet(platform: PlatformDouble) throws {
        let app = try platform.harness()
        try app.navigator.perform([.present(.settings, style: .sheet), .present(.locationPicker, style: .sheet)])
        app.settle()
        #expect(app.shown.layers.map(\.stack) == [["settings"], ["locationPicker"]])
        app.userDragsSheetDown()
        app.settle()
        #expect(app.modelled.layers.map(\.stack) == [["settings"]])
        #expect(app.shown == app.modelled)
    }

    @Test("a deep link arriving while a sheet is up closes the sheet and lands on its screen", arguments: PlatformDouble.allCases)
    func deepLinkWhileSheetIsUp(platform: PlatformDouble) throws {
        var links = DeepLinkTable<NavigationCommand<AppRoute>>()
        try links.register("app://detail/<int:id>") { link in [.dismissAll, .popToRoot, .push(.detail(id: try link.int("id")))] }
        let app = try platform.harness()
        try app.navigator.perform([.push(.favorites), .present(.settings, style: .sheet), .push(.detail(id: 1))])
        app.settle()
        let sheet = try #require(app.module(of: .settings)?.scope)
        try app.navigator.perform(links.resolve("app://detail/7"))
        app.settle()
        #expect(app.modelled == ShownNavigation(tabs: [["home", "detail(id: 7)"]], selectedTab: 0, layers: []))
        #expect(app.shown == app.modelled)
        #expect(sheet.isDetached)
    }

    @Test("a tab switch mid-flow sends the next command to the tab the user chose", arguments: PlatformDouble.allCases)
    func tabSwitchMidFlow(platform: PlatformDouble) throws {
        let app = try platform.harness()
        try app.navigator.perform(.setTabs([.home, .favorites], selected: 0))
        app.settle()
        try app.navigator.perform(.push(.detail(id: 1)))
        app.userTapsTab(1)
        try app.navigator.perform(.push(.settings))
        app.settle()
        #expect(app.modelled.tabs == [["home", "detail(id: 1)"], ["favorites", "settings"]])
        #expect(app.modelled.selectedTab == 1)
        #expect(app.shown == app.modelled)
    }

    @Test("tapping the tab already shown changes nothing", arguments: PlatformDouble.allCases)
    func tappingShownTab(platform: PlatformDouble) throws {
        let app = try platform.harness()
        try app.navigator.perform([.setTabs([.home, .favorites], selected: 1), .push(.detail(id: 1))])
        app.settle()
        let before = app.modelled
        app.userTapsTab(1)
        app.settle()
        #expect(app.modelled == before)
        #expect(app.shown == app.modelled)
    }

    @Test("a module popped by the user is reported released by the leak detector", arguments: PlatformDouble.allCases)
    func poppedModuleReleased(platform: PlatformDouble) async throws {
        let app = try platform.harness()
        let (reports, report) = AsyncStream.makeStream(of: (AppRoute, LeakReport).self)
        app.checkLeaks(with: LeakDetector(clock: TestClock())) { route, leaks in report.yield((route, leaks)) }
        try app.navigator.perform(.push(.detail(id: 1)))
        app.settle()
        app.userSwipesBack(completes: true)
        app.settle()
        var received = reports.makeAsyncIterator()
        let (route, leaks) = try #require(await received.next())
        #expect(route == .detail(id: 1))
        #expect(leaks.isClean, "\(leaks)")
    }

    @Test(
        "a module the user popped that something still holds is reported with its survivors",
        arguments: PlatformDouble.allCases)
    func poppedModuleHeld(platform: PlatformDouble) async throws {
        let app = try platform.harness()
        let (reports, report) = AsyncStream.makeStream(of: (AppRoute, LeakReport).self)
        app.checkLeaks(with: LeakDetector(timeout: .zero, clock: TestClock())) { route, leaks in report.yield((route, leaks)) }
        try app.navigator.perform(.push(.detail(id: 1)))
        app.settle()
        let held = try #require(app.module(of: .detail(id: 1))?.view)
        app.userSwipesBack(completes: true)
        app.settle()
        var received = reports.makeAsyncIterator()
        let (_, leaks) = try #require(await received.next())
        #expect(leaks.survivors.map(\.role) == [.view, .presenter])
        withExtendedLifetime(held) {}
    }
}
