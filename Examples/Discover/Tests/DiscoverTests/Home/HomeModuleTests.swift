import Testing
import TerminalUI
import VIPER
import VIPERTesting
@testable import Discover

/// A built Home module over the test app's container, signed in as Ada.
@MainActor
struct HomeHarness {
    let app: TestApp
    let module: Module<any DiscoverScreen, any HomeModuleInput>

    /// Home over `places` (the samples by default), attached unless told otherwise.
    init(places: [Place] = Place.samples, attach: Bool = true) throws {
        app = TestApp(places: places)
        module = try app.build(HomeBuilder.self)
        if attach { module.view.attach() }
    }

    var places: InMemoryPlaceRepository { app.places }

    /// The location picker requests Home's router presented, oldest first.
    var pickerRequests: [ModuleRequest<LocationPickerInput, LocationChoice>] {
        app.navigator.commands.values.compactMap { command in
            guard case .present(.locationPicker(let request), style: .sheet) = command else { return nil }
            return request
        }
    }

    var screen: any DiscoverScreen { module.view }

    /// Runs one script line.
    func run(_ line: String) throws {
        try screen.perform(try #require(ScriptCommand(line: line)))
    }

    /// Lets a typed search leave its pause on the test clock, then waits for the loads.
    func settle() async {
        await app.clock.advance(by: HomePresenter.searchDelay)
        await module.settle()
    }

    /// The screen drawn on 80×24, body between the host's title bar and footer.
    func drawn() -> Canvas {
        drawStandard(screen)
    }
}

extension Place {
    /// `count` places with long names and falling populations, for paging and layout.
    static func many(_ count: Int) -> [Place] {
        (1...count).map { index in
            sample(
                Int64(100 + index), "Vila Nova de Exemplo Número \(index) do Sul", "PT", "Portugal",
                38 + Double(index) / 10, -9, 1_000_000 - index)
        }
    }
}

@MainActor
@Suite("Home module")
struct HomeModuleTests {
    @Test("the built module deallocates once it is detached, with a search and a subscription running")
    func deallocatesAfterDetach() async throws {
        let app = TestApp()
        let builder = try app.container.resolve(HomeBuilder.self)
        let report = await expectModuleDeallocates {
            let module = builder.build()
            module.view.attach()
            module.input.search("lis")
            return TrackedModule(module)
        }
        #expect(report.isClean)
        #expect(app.events.subscriberCount(of: FavoriteChanged.self) == 0)
    }

    @Test("on attach it lists every place by population with the count in the status line")
    func firstList() async throws {
        let home = try HomeHarness()
        await home.settle()
        let text = home.drawn().plainText
        #expect(text.contains("São Paulo, Brazil"))
        #expect(text.contains("12,400,000"))
        #expect(text.contains("7 places"))
    }

    @Test("search types the text and shows the matches once the pause is over, diacritics folded")
    func scriptSearch() async throws {
        let home = try HomeHarness()
        await home.settle()
        try home.run("search sao paulo")
        await home.settle()
        let text = home.drawn().plainText
        #expect(text.contains("sao paulo"))
        #expect(text.contains("São Paulo, Brazil"))
        #expect(!text.contains("Lisbon"))
        #expect(text.contains("1 place"))
    }

    @Test("the module input's search (the deep link) fills the box and searches at once")
    func inputSearch() async throws {
        let home = try HomeHarness()
        home.module.input.search("lis")
        await home.module.settle()
        let text = home.drawn().plainText
        #expect(text.contains("Search  lis"))
        #expect(text.contains("Lisbon, Portugal"))
        #expect(!text.contains("Porto"))
    }

    @Test("more loads the next page; selecting near the end does too")
    func paging() async throws {
        let home = try HomeHarness(places: Place.many(45))
        await home.settle()
        #expect(home.drawn().plainText.contains("20 places, more below"))
        try home.run("more")
        await home.settle()
        #expect(home.drawn().plainText.contains("40 places, more below"))
        try home.run("select 38")
        await home.settle()
        #expect(home.drawn().plainText.contains("45 places"))
        #expect(home.places.requests.count == 3)
    }

    @Test("select and open push the chosen place's Detail")
    func openPlace() async throws {
        let home = try HomeHarness()
        await home.settle()
        try home.run("select 2")
        try home.run("open")
        try home.run("open 3")
        expectRecorded(
            home.app.navigator.commands,
            [
                .push(.detail(placeID: Place.samples[1].id)), .push(.detail(placeID: Place.samples[2].id)),
            ])
    }

    @Test("favorites, location, clear-location and logout are forwarded")
    func otherVerbs() async throws {
        let home = try HomeHarness()
        await home.settle()
        try home.run("favorites")
        try home.run("location")
        try home.run("clear-location")
        try home.run("logout")
        let request = try #require(home.pickerRequests.first)
        expectRecorded(home.app.navigator.commands, [.push(.favorites), .present(.locationPicker(request), style: .sheet)])
        #expect(request.input == LocationPickerInput(current: nil))
        expectRecorded(home.app.coordinator.events, [.logout])
    }

    @Test("a row number outside the list is refused, naming the range")
    func badRowNumber() async throws {
        let home = try HomeHarness()
        await home.settle()
        for line in ["select 0", "select 8", "open x", "select"] {
            let command = try #require(ScriptCommand(line: line))
            #expect(throws: ScriptError.invalidArgument(verb: command.verb, expected: "a row number from 1 to 7", found: command.argument))
            {
                try home.screen.perform(command)
            }
        }
    }

    @Test("open on an empty list is refused")
    func openEmptyList() async throws {
        let home = try HomeHarness(places: [])
        await home.settle()
        #expect(home.drawn().plainText.contains("No places match this search."))
        #expect(throws: ScriptError.invalidArgument(verb: "open", expected: "a list with places", found: "no places")) {
            try home.run("open")
        }
    }

    @Test("unknown script verbs list what the screen understands")
    func unknownVerb() throws {
        let home = try HomeHarness()
        #expect(throws: ScriptError.unknownCommand("fly", available: home.screen.scriptCommands)) {
            try home.run("fly away")
        }
    }

    @Test("a failed search shows the network message in the status line")
    func failureMessage() async throws {
        let home = try HomeHarness(attach: false)
        home.places.fail(with: .network("offline"))
        home.screen.attach()
        await home.settle()
        #expect(home.drawn().plainText.contains("✗ Network error. Please try again."))
    }

    @Test("a FavoriteChanged event puts a ★ on the place's row")
    func favoriteEventMarksRow() async throws {
        let home = try HomeHarness()
        await home.settle()
        home.app.events.publish(FavoriteChanged(placeID: Place.lisbon.id, isFavorite: true))
        await yieldUntil { home.drawn().plainText.contains("★") }
        let lisbonLine = home.drawn().plainText.split(separator: "\n").first { $0.contains("Lisbon") }
        #expect(lisbonLine?.contains("★ Lisbon, Portugal") == true)
    }

    @Test("the frame fits 80×24: the body stays in its rows, long names are cut, the selection is marked")
    func drawFits() async throws {
        let home = try HomeHarness(places: Place.many(30))
        await home.settle()
        try home.run("select 3")
        let canvas = home.drawn()
        let lines = (0..<24).map(canvas.text(ofRow:))
        #expect(lines[0].isEmpty && lines[23].isEmpty)
        #expect(lines.allSatisfy { TextWidth.of($0) <= 80 })
        let selected = try #require(lines[4...].first { $0.hasPrefix("  › ") })
        #expect(selected.contains("Número 3 do"))
        #expect(lines.contains { $0.contains("…") })
        #expect(lines[22].contains("20 places, more below"))
        let footer = KeyHintFooter(home.screen.keyHints)
        #expect(footer.fittingHints(width: 80) == footer.hints)
    }

    @Test("typing searches after the pause; Tab, arrows and Enter open the selected place")
    func keys() async throws {
        let home = try HomeHarness()
        await home.settle()
        for character in "pa" { #expect(home.screen.handle(.character(character))) }
        await home.settle()
        #expect(home.drawn().plainText.contains("3 places"))
        #expect(home.screen.handle(.tab))
        #expect(home.screen.handle(.down))
        #expect(home.screen.handle(.enter))
        expectRecorded(home.app.navigator.commands, [.push(.detail(placeID: Place.samples[4].id))])
    }

    @Test("Ctrl-F, Ctrl-O, Ctrl-X and Ctrl-Q reach favorites, the picker, clearing and sign-out")
    func controlKeys() async throws {
        let home = try HomeHarness()
        await home.settle()
        for letter: Character in ["f", "o", "x", "q"] { #expect(home.screen.handle(.control(letter))) }
        #expect(home.app.navigator.commands.values.first == .push(.favorites))
        #expect(home.pickerRequests.count == 1)
        expectRecorded(home.app.coordinator.events, [.logout])
        #expect(!home.screen.handle(.escape))
    }

    @Test("Down in the search box moves to the list, where Enter opens the selected place")
    func downMovesToList() async throws {
        let home = try HomeHarness()
        await home.settle()
        #expect(home.screen.handle(.down))
        #expect(home.screen.handle(.down))
        #expect(home.screen.handle(.enter))
        expectRecorded(home.app.navigator.commands, [.push(.detail(placeID: Place.samples[1].id))])
    }

    @Test("the status line shows a page loading, then a failed page's message above the rows kept")
    func loadingMoreAndPageFailure() async throws {
        let home = try HomeHarness(places: Place.many(25))
        await home.settle()
        let gate = AsyncGate()
        home.places.hold(at: gate)
        home.places.fail(with: .network("offline"))
        try home.run("more")
        await yieldUntil { gate.waiterCount == 1 }
        #expect(home.drawn().plainText.contains("Loading more…"))
        gate.open()
        await home.settle()
        let text = home.drawn().plainText
        #expect(text.contains("✗ Network error. Please try again."))
        #expect(text.contains("Número 17 do Sul"))
    }

    @Test("the rows' status names the search they answer")
    func statusNamesSearch() async throws {
        let home = try HomeHarness()
        try home.run("search lis")
        await home.settle()
        #expect(home.drawn().plainText.contains("1 place for “lis”"))
    }

    @Test("a detached screen starts no more searches")
    func detachedScreen() async throws {
        let home = try HomeHarness()
        await home.settle()
        home.module.scope.detach()
        home.module.input.search("lis")
        await home.settle()
        #expect(home.places.requests.count == 1)
    }

    @Test("a city chosen in the picker sorts Home by distance, with distances shown")
    func pickerRoundTrip() async throws {
        let home = try HomeHarness()
        await home.settle()
        try home.run("location")
        let request = try #require(home.pickerRequests.first)
        let picker = try home.app.build(LocationPickerBuilder.self, request)
        picker.view.attach()
        try picker.view.perform(try #require(ScriptCommand(line: "city lisbon")))
        await picker.settle()
        try picker.view.perform(try #require(ScriptCommand(line: "pick 1")))
        await home.settle()
        expectRecorded(home.app.navigator.commands, [.present(.locationPicker(request), style: .sheet), .dismiss])
        let canvas = home.drawn()
        let lines = canvas.plainText.split(separator: "\n")
        #expect(lines.contains { $0.contains("Lisbon, Portugal") && $0.hasSuffix("0 m") })
        #expect(lines.contains { $0.contains("Porto, Portugal") && $0.hasSuffix("274 km") })
        #expect(canvas.plainText.contains("sorted by distance from Lisbon, Portugal"))
        picker.scope.detach()
        home.module.scope.detach()
    }
}
