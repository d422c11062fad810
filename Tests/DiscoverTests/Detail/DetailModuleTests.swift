import Testing
import TerminalUI
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Detail module")
struct DetailModuleTests {
    static func stack(_ routes: AppRoute...) -> ScreenStack<AppRoute> {
        let stack = ScreenStack(root: AppRoute.home)
        for route in routes { try? stack.perform(.push(route)) }
        return stack
    }

    /// A built and loaded Detail screen for `placeID` over Home.
    func loadedScreen(_ app: TestAppContext, placeID: Int64 = 1) async -> any DiscoverScreen {
        let module = DetailRouter.build(context: app.context, placeID: placeID)
        module.screen.attach()
        await module.screen.settle()
        return module.screen
    }

    @Test("the built module deallocates once detached, though it was subscribed to events")
    func deallocatesAfterDetach() async throws {
        let app = TestAppContext(stack: Self.stack(.detail(placeID: 1)))
        var module: DiscoverModule<Void>? = DetailRouter.build(context: app.context, placeID: 1)
        module?.screen.attach()
        await module?.screen.settle()
        #expect(app.events.subscriberCount(of: FavoriteChanged.self) == 1)
        let tracking = try #require(module?.tracking)
        module = nil
        let report = await expectModuleDeallocates { tracking }
        #expect(report.isClean)
        #expect(app.events.subscriberCount(of: FavoriteChanged.self) == 0)
    }

    @Test("the place's facts and favorite status fit an 80×24 terminal")
    func drawsFacts() async {
        let app = TestAppContext()
        let canvas = drawStandard(await loadedScreen(app))
        for text in ["São Paulo", "Brazil (BR)", "12,400,000", "23.55000° S, 46.63000° W", "Time zone", "Add to favorites"] {
            #expect(canvas.plainText.contains(text), "\(text)")
        }
        #expect(!canvas.plainText.contains("★ Favorite"))
        #expect(linesOutsideStandard(canvas).isEmpty)
    }

    @Test("script 'favorite' saves, publishes and shows the place as a favorite")
    func scriptFavorite() async throws {
        let app = TestAppContext()
        let log = FavoriteChangeLog(app.events)
        let screen = await loadedScreen(app)
        var redraws = 0
        screen.needsDisplay = { redraws += 1 }
        try screen.perform(ScriptCommand(line: "favorite")!)
        await screen.settle()
        #expect(try await app.favorites.isFavorite(placeID: 1, userID: User.ada.id))
        #expect(await eventually { log.changes.count == 1 })
        expectRecorded(log.changes, [FavoriteChanged(placeID: 1, isFavorite: true)])
        let text = drawStandard(screen).plainText
        #expect(text.contains("★ Favorite") && text.contains("Remove from favorites"))
        #expect(redraws == 1)
    }

    @Test("a failed save shows the old status with the error, inside 80×24")
    func failedSaveIsShown() async throws {
        let app = TestAppContext()
        let screen = await loadedScreen(app)
        app.favorites.fail(with: .storage("disk full"))
        try screen.perform(ScriptCommand(line: "favorite")!)
        await screen.settle()
        let canvas = drawStandard(screen)
        #expect(canvas.plainText.contains("✗ Could not read or save data on this device. Please try again."))
        #expect(canvas.plainText.contains("Add to favorites"))
        #expect(linesOutsideStandard(canvas).isEmpty)
    }

    @Test("f, Enter and Space toggle the favorite; other keys are left to the host")
    func keysToggle() async throws {
        let app = TestAppContext()
        let screen = await loadedScreen(app)
        for key in [Key.character("f"), .enter, .character(" ")] {
            #expect(screen.handle(key))
            await screen.settle()
        }
        expectRecorded(app.favorites.changes, [
            .init(placeID: 1, isFavorite: true), .init(placeID: 1, isFavorite: false), .init(placeID: 1, isFavorite: true),
        ])
        #expect(!screen.handle(.character("x")))
    }

    @Test("Esc pops to the screen below")
    func escapePops() async {
        let app = TestAppContext(stack: Self.stack(.detail(placeID: 1)))
        #expect(await loadedScreen(app).handle(.escape))
        #expect(app.navigator.stack?.state.stack == [.home])
    }

    @Test("script 'back' pops to the screen below")
    func scriptBackPops() async throws {
        let app = TestAppContext(stack: Self.stack(.detail(placeID: 1)))
        try await loadedScreen(app).perform(ScriptCommand(line: "back")!)
        #expect(app.navigator.stack?.state.stack == [.home])
    }

    @Test("a place that no longer exists says so")
    func missingPlace() async {
        let app = TestAppContext()
        let canvas = drawStandard(await loadedScreen(app, placeID: 404))
        #expect(canvas.plainText.contains("✗ This place no longer exists."))
        #expect(canvas.plainText.contains("Press Esc to go back."))
    }

    @Test("signed out, the screen says so instead of loading")
    func signedOut() async {
        let app = TestAppContext(signedIn: false)
        let canvas = drawStandard(await loadedScreen(app))
        #expect(canvas.plainText.contains("✗ You are signed out. Please sign in again."))
    }

    @Test("while the place loads, the screen says so")
    func loading() {
        let app = TestAppContext()
        let gate = AsyncGate()
        app.places.hold(at: gate)
        let module = DetailRouter.build(context: app.context, placeID: 1)
        module.screen.attach()
        #expect(drawStandard(module.screen).plainText.contains("Loading place…"))
        module.screen.detach()
        gate.open()
    }

    @Test("a change made on another screen shows here")
    func eventFromElsewhere() async {
        let app = TestAppContext()
        let screen = await loadedScreen(app)
        app.events.publish(FavoriteChanged(placeID: 1, isFavorite: true))
        #expect(await eventually { drawStandard(screen).plainText.contains("★ Favorite") })
    }

    @Test("unknown script verbs list what the screen understands")
    func unknownVerb() {
        let app = TestAppContext()
        let module = DetailRouter.build(context: app.context, placeID: 1)
        #expect(throws: ScriptError.unknownCommand("open", available: ["favorite", "back"])) {
            try module.screen.perform(ScriptCommand(line: "open 1")!)
        }
    }
}
