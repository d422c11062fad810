import Testing
import TerminalUI
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Favorites module")
struct FavoritesModuleTests {
    /// A test app on Home → Favorites, signed in as Ada with `ids` favorited in this order.
    func app(favoriting ids: [Int64] = [], signedIn: Bool = true) async throws -> TestApp {
        let stack = ScreenStack(root: AppRoute.home)
        try stack.perform(.push(.favorites))
        let app = TestApp(signedIn: signedIn, stack: stack)
        for id in ids { try await app.favorites.setFavorite(true, placeID: id, userID: User.ada.id) }
        app.favorites.changes.reset()
        return app
    }

    /// A built and loaded Favorites module.
    func loadedModule(_ app: TestApp) async throws -> Module<any DiscoverScreen, Void> {
        let module = try app.build(FavoritesBuilder.self)
        module.view.attach()
        await module.settle()
        return module
    }

    @Test("the built module deallocates once detached, though it was subscribed to events")
    func deallocatesAfterDetach() async throws {
        let app = try await app(favoriting: [1])
        var module: Module<any DiscoverScreen, Void>? = try app.build(FavoritesBuilder.self)
        module?.view.attach()
        await module?.settle()
        #expect(app.events.subscriberCount(of: FavoriteChanged.self) == 1)
        let tracking = TrackedModule(try #require(module))
        module = nil
        let report = await expectModuleDeallocates { tracking }
        #expect(report.isClean)
        #expect(app.events.subscriberCount(of: FavoriteChanged.self) == 0)
    }

    @Test("no favorites shows the empty state's advice")
    func emptyState() async throws {
        let canvas = drawStandard(try await loadedModule(try await app()).view)
        #expect(canvas.plainText.contains("No favorites yet. Open a place and press f to add it."))
        #expect(linesOutsideStandard(canvas).isEmpty)
    }

    @Test("favorites are numbered rows, most recent first, inside 80×24")
    func drawsRows() async throws {
        let canvas = drawStandard(try await loadedModule(try await app(favoriting: [2, 1, 7])).view)
        let lines = canvas.plainText.split(separator: "\n").map(String.init)
        let rows = lines.filter { $0.contains(". ") }
        #expect(rows.count == 3)
        #expect(rows.first?.contains("1. Tokyo") == true && rows.first?.contains("Japan") == true)
        #expect(rows.last?.contains("3. Lisbon") == true)
        #expect(!canvas.plainText.contains("…"))
        #expect(linesOutsideStandard(canvas).isEmpty)
    }

    @Test("more favorites than rows scroll inside 80×24")
    func manyFavoritesFit() async throws {
        let places = (1...40).map { Place.sample(Int64($0), "Town \($0)", "PT", "Portugal", 38.0, -9.0, $0) }
        let app = try await app()
        let favorites = InMemoryFavoritesRepository(catalogue: places)
        for place in places { try await favorites.setFavorite(true, placeID: place.id, userID: User.ada.id) }
        let module = FavoritesBuilder(favorites: favorites, events: app.events, session: app.session, navigator: app.navigator)
            .build()
        module.view.attach()
        await module.settle()
        let canvas = drawStandard(module.view)
        #expect(canvas.plainText.contains("1. Town 40"))
        #expect(!canvas.plainText.contains("Town 1 "))
        #expect(linesOutsideStandard(canvas).isEmpty)
    }

    @Test("script 'open <n>' pushes that favorite's Detail")
    func scriptOpen() async throws {
        let app = try await app(favoriting: [2, 1])
        try await loadedModule(app).view.perform(ScriptCommand(line: "open 2")!)
        #expect(app.navigator.stack?.state.stack == [.home, .favorites, .detail(placeID: 2)])
    }

    @Test("script 'remove <n>' unfavorites it, publishes the change and redraws without it")
    func scriptRemove() async throws {
        let app = try await app(favoriting: [2, 1])
        let log = FavoriteChangeLog(app.events)
        let module = try await loadedModule(app)
        try module.view.perform(ScriptCommand(line: "remove 1")!)
        await module.settle()
        expectRecorded(app.favorites.changes, [.init(placeID: 1, isFavorite: false)])
        #expect(await eventually { log.changes.count == 1 })
        expectRecorded(log.changes, [FavoriteChanged(placeID: 1, isFavorite: false)])
        let text = drawStandard(module.view).plainText
        #expect(text.contains("1. Lisbon") && !text.contains("São Paulo"))
    }

    @Test("a failed removal shows the favorite again with the error")
    func failedRemoval() async throws {
        let app = try await app(favoriting: [2])
        let module = try await loadedModule(app)
        app.favorites.fail(with: .network("offline"))
        try module.view.perform(ScriptCommand(line: "remove 1")!)
        await module.settle()
        let canvas = drawStandard(module.view)
        #expect(canvas.plainText.contains("1. Lisbon"))
        #expect(canvas.plainText.contains("✗ Network error. Please try again."))
        #expect(linesOutsideStandard(canvas).isEmpty)
    }

    @Test("script row numbers outside the list, or not numbers, are refused with what was expected")
    func badRowNumbers() async throws {
        let module = try await loadedModule(try await app(favoriting: [2, 1]))
        for (line, found) in [("open 3", "3"), ("remove 0", "0"), ("open two", "two"), ("open", "")] {
            let verb = String(line.prefix { $0 != " " })
            #expect(throws: ScriptError.invalidArgument(verb: verb, expected: "a row number from 1 to 2", found: found)) {
                try module.view.perform(ScriptCommand(line: line)!)
            }
        }
    }

    @Test("on an empty list, a row number is refused saying there are none")
    func rowNumberOnEmptyList() async throws {
        let module = try await loadedModule(try await app())
        #expect(throws: ScriptError.invalidArgument(verb: "open", expected: "a row number, but the list has none", found: "1")) {
            try module.view.perform(ScriptCommand(line: "open 1")!)
        }
    }

    @Test("Down then Enter opens the second favorite; r removes the selected one")
    func keys() async throws {
        let app = try await app(favoriting: [2, 1])
        let module = try await loadedModule(app)
        #expect(module.view.handle(.down))
        #expect(module.view.handle(.enter))
        #expect(app.navigator.stack?.state.stack.last == .detail(placeID: 2))
        #expect(module.view.handle(.character("r")))
        await module.settle()
        expectRecorded(app.favorites.changes, [.init(placeID: 2, isFavorite: false)])
        #expect(!module.view.handle(.character("x")))
    }

    @Test("Enter and r on an empty list do nothing")
    func keysOnEmptyList() async throws {
        let app = try await app()
        let module = try await loadedModule(app)
        #expect(module.view.handle(.enter))
        #expect(module.view.handle(.character("r")))
        await module.settle()
        #expect(app.navigator.commands.isEmpty)
        #expect(app.favorites.changes.isEmpty)
    }

    @Test("Esc and script 'back' pop to Home")
    func back() async throws {
        let viaKey = try await app()
        #expect(try await loadedModule(viaKey).view.handle(.escape))
        #expect(viaKey.navigator.stack?.state.stack == [.home])
        let viaScript = try await app()
        try await loadedModule(viaScript).view.perform(ScriptCommand(line: "back")!)
        #expect(viaScript.navigator.stack?.state.stack == [.home])
    }

    @Test("while the favorites load, the screen says so")
    func loading() async throws {
        let module = try await app().build(FavoritesBuilder.self)
        module.view.attach()
        #expect(drawStandard(module.view).plainText.contains("Loading favorites…"))
        module.scope.detach()
    }

    @Test("a failed read says what went wrong")
    func readFailure() async throws {
        let app = try await app()
        app.favorites.fail(with: .storage("disk I/O error"))
        let canvas = drawStandard(try await loadedModule(app).view)
        #expect(canvas.plainText.contains("✗ Could not read or save data on this device. Please try again."))
        #expect(canvas.plainText.contains("Press Esc to go back."))
    }

    @Test("signed out, the screen says so instead of loading")
    func signedOut() async throws {
        let canvas = drawStandard(try await loadedModule(try await app(signedIn: false)).view)
        #expect(canvas.plainText.contains("✗ You are signed out. Please sign in again."))
    }

    @Test("favoriting on Detail adds the place to a live Favorites screen; removing it there updates Detail")
    func staysInStepWithDetail() async throws {
        let app = try await app(favoriting: [2])
        let favorites = try await loadedModule(app)
        let detail = try app.build(DetailBuilder.self, 7)
        detail.view.attach()
        await detail.settle()
        try detail.view.perform(ScriptCommand(line: "favorite")!)
        await detail.settle()
        #expect(await eventually { drawStandard(favorites.view).plainText.contains("1. Tokyo") })
        await favorites.settle()
        #expect(drawStandard(favorites.view).plainText.contains("2. Lisbon"))
        try favorites.view.perform(ScriptCommand(line: "remove 1")!)
        await favorites.settle()
        #expect(await eventually { drawStandard(detail.view).plainText.contains("Add to favorites") })
    }

    @Test("unknown script verbs list what the screen understands")
    func unknownVerb() throws {
        let module = try TestApp().build(FavoritesBuilder.self)
        #expect(throws: ScriptError.unknownCommand("favorite", available: ["open <n>", "remove <n>", "back"])) {
            try module.view.perform(ScriptCommand(line: "favorite")!)
        }
    }
}
