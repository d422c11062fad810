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

    /// A built and loaded Detail module for `placeID` over Home.
    func loadedModule(_ app: TestApp, placeID: Int64 = 1) async throws -> Module<any DiscoverScreen, Void> {
        let module = try app.build(DetailBuilder.self, placeID)
        module.view.attach()
        await module.settle()
        return module
    }

    @Test("the built module deallocates once detached, though it was subscribed to events")
    func deallocatesAfterDetach() async throws {
        let app = TestApp(stack: Self.stack(.detail(placeID: 1)))
        var module: Module<any DiscoverScreen, Void>? = try app.build(DetailBuilder.self, 1)
        module?.view.attach()
        await module?.settle()
        #expect(app.events.subscriberCount(of: FavoriteChanged.self) == 1)
        let tracking = TrackedModule(try #require(module))
        module = nil
        let report = await expectModuleDeallocates { tracking }
        #expect(report.isClean)
        #expect(app.events.subscriberCount(of: FavoriteChanged.self) == 0)
    }

    @Test("the place's facts and favorite status fit an 80×24 terminal")
    func drawsFacts() async throws {
        let app = TestApp()
        let canvas = drawStandard(try await loadedModule(app).view)
        for text in ["São Paulo", "Brazil (BR)", "12,400,000", "23.55000° S, 46.63000° W", "Time zone", "Add to favorites"] {
            #expect(canvas.plainText.contains(text), "\(text)")
        }
        #expect(!canvas.plainText.contains("★ Favorite"))
        #expect(linesOutsideStandard(canvas).isEmpty)
    }

    @Test("script 'favorite' saves, publishes and shows the place as a favorite")
    func scriptFavorite() async throws {
        let app = TestApp()
        let log = FavoriteChangeLog(app.events)
        let detail = try await loadedModule(app)
        var redraws = 0
        detail.view.needsDisplay = { redraws += 1 }
        try detail.view.perform(ScriptCommand(line: "favorite")!)
        await detail.settle()
        #expect(try await app.favorites.isFavorite(placeID: 1, userID: User.ada.id))
        #expect(await eventually { log.changes.count == 1 })
        expectRecorded(log.changes, [FavoriteChanged(placeID: 1, isFavorite: true)])
        let text = drawStandard(detail.view).plainText
        #expect(text.contains("★ Favorite") && text.contains("Remove from favorites"))
        #expect(redraws == 1)
    }

    @Test("a failed save shows the old status with the error, inside 80×24")
    func failedSaveIsShown() async throws {
        let app = TestApp()
        let detail = try await loadedModule(app)
        app.favorites.fail(with: .storage("disk full"))
        try detail.view.perform(ScriptCommand(line: "favorite")!)
        await detail.settle()
        let canvas = drawStandard(detail.view)
        #expect(canvas.plainText.contains("✗ Could not read or save data on this device. Please try again."))
        #expect(canvas.plainText.contains("Add to favorites"))
        #expect(linesOutsideStandard(canvas).isEmpty)
    }

    @Test("f, Enter and Space toggle the favorite; other keys are left to the host")
    func keysToggle() async throws {
        let app = TestApp()
        let detail = try await loadedModule(app)
        for key in [Key.character("f"), .enter, .character(" ")] {
            #expect(detail.view.handle(key))
            await detail.settle()
        }
        expectRecorded(
            app.favorites.changes,
            [
                .init(placeID: 1, isFavorite: true), .init(placeID: 1, isFavorite: false), .init(placeID: 1, isFavorite: true),
            ])
        #expect(!detail.view.handle(.character("x")))
    }

    @Test("Esc pops to the screen below")
    func escapePops() async throws {
        let app = TestApp(stack: Self.stack(.detail(placeID: 1)))
        #expect(try await loadedModule(app).view.handle(.escape))
        #expect(app.navigator.stack?.state.stack == [.home])
    }

    @Test("script 'back' pops to the screen below")
    func scriptBackPops() async throws {
        let app = TestApp(stack: Self.stack(.detail(placeID: 1)))
        try await loadedModule(app).view.perform(ScriptCommand(line: "back")!)
        #expect(app.navigator.stack?.state.stack == [.home])
    }

    @Test("a place that no longer exists says so")
    func missingPlace() async throws {
        let app = TestApp()
        let canvas = drawStandard(try await loadedModule(app, placeID: 404).view)
        #expect(canvas.plainText.contains("✗ This place no longer exists."))
        #expect(canvas.plainText.contains("Press Esc to go back."))
    }

    @Test("signed out, the screen says so instead of loading")
    func signedOut() async throws {
        let app = TestApp(signedIn: false)
        let canvas = drawStandard(try await loadedModule(app).view)
        #expect(canvas.plainText.contains("✗ You are signed out. Please sign in again."))
    }

    @Test("while the place loads, the screen says so")
    func loading() throws {
        let app = TestApp()
        let gate = AsyncGate()
        app.places.hold(at: gate)
        let module = try app.build(DetailBuilder.self, 1)
        module.view.attach()
        #expect(drawStandard(module.view).plainText.contains("Loading place…"))
        module.scope.detach()
        gate.open()
    }

    @Test("a change made on another screen shows here")
    func eventFromElsewhere() async throws {
        let app = TestApp()
        let detail = try await loadedModule(app)
        app.events.publish(FavoriteChanged(placeID: 1, isFavorite: true))
        #expect(await eventually { drawStandard(detail.view).plainText.contains("★ Favorite") })
    }

    @Test("unknown script verbs list what the screen understands")
    func unknownVerb() throws {
        let app = TestApp()
        let module = try app.build(DetailBuilder.self, 1)
        #expect(throws: ScriptError.unknownCommand("open", available: ["favorite", "back"])) {
            try module.view.perform(ScriptCommand(line: "open 1")!)
        }
    }
}
