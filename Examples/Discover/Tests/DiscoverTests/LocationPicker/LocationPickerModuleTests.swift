import Testing
import TerminalUI
import VIPER
import VIPERTesting
@testable import Discover

/// The picker presented over Home, built from its route's request with a recording output.
@MainActor
struct LocationPickerHarness {
    let app: TestApp
    let choices = Recorder<LocationChoice>()
    let module: Module<any DiscoverScreen, Void>

    init(current: LocationChoice? = nil) throws {
        let request = ModuleRequest(LocationPickerInput(current: current), output: ModuleOutput { [choices] in choices.record($0) })
        let stack = ScreenStack(root: AppRoute.home)
        try stack.present(.locationPicker(request))
        app = TestApp(stack: stack)
        module = try app.build(LocationPickerBuilder.self, request)
        module.view.attach()
    }

    var screen: any DiscoverScreen { module.view }

    func run(_ line: String) throws {
        try screen.perform(try #require(ScriptCommand(line: line)))
    }

    func drawn() -> Canvas {
        drawStandard(screen)
    }

    var isPresented: Bool { app.navigator.stack?.state.modals.isEmpty == false }
}

@MainActor
@Suite("Location picker module")
struct LocationPickerModuleTests {
    @Test("the built module deallocates once it is detached, with a search running")
    func deallocatesAfterDetach() async throws {
        let app = TestApp()
        let builder = try app.container.resolve(LocationPickerBuilder.self)
        let report = await expectModuleDeallocates {
            let module = builder.build(ModuleRequest(LocationPickerInput(current: nil), output: ModuleOutput<LocationChoice>.ignored))
            module.view.attach()
            try? module.view.perform(ScriptCommand(line: "city lis")!)
            return TrackedModule(module)
        }
        #expect(report.isClean)
    }

    @Test("city then pick sends the city through the output and closes the sheet")
    func cityAndPick() async throws {
        let picker = try LocationPickerHarness()
        #expect(picker.isPresented)
        try picker.run("city pa")
        await picker.module.settle()
        #expect(picker.drawn().plainText.contains("Paris, France"))
        try picker.run("pick 2")
        expectRecorded(picker.choices, [.city(Place.samples[4])])
        #expect(!picker.isPresented)
    }

    @Test("coordinates are sent through the output and close the sheet")
    func coordinates() throws {
        let picker = try LocationPickerHarness()
        try picker.run("coordinates 38.72, -9.14")
        expectRecorded(picker.choices, [.coordinates(try Coordinate(latitude: 38.72, longitude: -9.14))])
        #expect(!picker.isPresented)
    }

    @Test("invalid coordinates show how to write them and the sheet stays")
    func invalidCoordinates() throws {
        let picker = try LocationPickerHarness()
        try picker.run("coordinates 95, 200")
        #expect(picker.drawn().plainText.contains("✗ Enter coordinates as latitude, longitude (e.g. 38.72, -9.14)."))
        #expect(picker.choices.isEmpty)
        #expect(picker.isPresented)
    }

    @Test("cancel closes the sheet without a choice")
    func cancel() throws {
        let picker = try LocationPickerHarness()
        try picker.run("cancel")
        #expect(picker.choices.isEmpty)
        #expect(!picker.isPresented)
    }

    @Test("pick outside the results is refused, naming the range")
    func badPick() async throws {
        let picker = try LocationPickerHarness()
        try picker.run("city lis")
        await picker.module.settle()
        #expect(throws: ScriptError.invalidArgument(verb: "pick", expected: "a row number from 1 to 1", found: "2")) {
            try picker.run("pick 2")
        }
    }

    @Test("unknown script verbs list what the screen understands")
    func unknownVerb() throws {
        let picker = try LocationPickerHarness()
        #expect(throws: ScriptError.unknownCommand("fly", available: picker.screen.scriptCommands)) {
            try picker.run("fly")
        }
    }

    @Test("a city without a match says so")
    func noMatch() async throws {
        let picker = try LocationPickerHarness()
        try picker.run("city atlantis")
        await picker.module.settle()
        #expect(picker.drawn().plainText.contains("No city has this name."))
    }

    @Test("the frame fits 80×24 with the current location, the fields and the selected city")
    func drawFits() async throws {
        let picker = try LocationPickerHarness(current: .city(.porto))
        try picker.run("city pa")
        await picker.module.settle()
        let canvas = picker.drawn()
        let lines = (0..<24).map(canvas.text(ofRow:))
        #expect(lines[0].isEmpty && lines[23].isEmpty)
        #expect(lines.allSatisfy { TextWidth.of($0) <= 80 })
        #expect(lines[2].contains("Current      Porto, Portugal"))
        #expect(lines.contains { $0.hasPrefix("  › São Paulo, Brazil") })
        #expect(lines[22].contains("3 cities"))
        let footer = KeyHintFooter(picker.screen.keyHints)
        #expect(footer.fittingHints(width: 80) == footer.hints)
    }

    @Test("keys: type a name and Enter searches, Tab to the list, Down and Enter pick, Esc cancels")
    func keys() async throws {
        let picker = try LocationPickerHarness()
        for character in "pa" { #expect(picker.screen.handle(.character(character))) }
        #expect(picker.screen.handle(.enter))
        await picker.module.settle()
        #expect(picker.screen.handle(.tab))
        #expect(picker.screen.handle(.tab))
        #expect(picker.screen.handle(.down))
        #expect(picker.screen.handle(.enter))
        expectRecorded(picker.choices, [.city(Place.samples[4])])
    }

    @Test("arrows outside the list are left to the host; a detached picker searches no more")
    func arrowsAndDetach() async throws {
        let picker = try LocationPickerHarness()
        #expect(!picker.screen.handle(.down))
        picker.module.scope.detach()
        try picker.run("city lis")
        await picker.module.settle()
        #expect(picker.app.places.requests.isEmpty)
    }

    @Test("keys: coordinates typed in their field and Enter are sent; Esc cancels")
    func coordinateKeys() throws {
        let picker = try LocationPickerHarness()
        #expect(picker.screen.handle(.tab))
        for character in "1, 2" { #expect(picker.screen.handle(.character(character))) }
        #expect(picker.screen.handle(.enter))
        expectRecorded(picker.choices, [.coordinates(try Coordinate(latitude: 1, longitude: 2))])
        let other = try LocationPickerHarness()
        #expect(other.screen.handle(.escape))
        #expect(!other.isPresented)
    }
}

@MainActor
@Suite("Location picker router")
struct LocationPickerRouterTests {
    @Test("back dismisses the sheet over Home")
    func backDismisses() throws {
        let stack = ScreenStack(root: AppRoute.home)
        try? stack.present(.locationPicker(ModuleRequest(LocationPickerInput(current: nil), output: ModuleOutput<LocationChoice>.ignored)))
        let navigator = NavigationRecorder(tracking: stack)
        LocationPickerRouter(navigator: navigator).routeBack()
        expectRecorded(navigator.commands, [.dismiss])
        #expect(stack.state.modals.isEmpty)
        #expect(navigator.refusals.isEmpty)
    }

    @Test("a refused dismiss is reported to the navigator")
    func refusedDismiss() throws {
        let navigator = NavigationRecorder(tracking: ScreenStack(root: AppRoute.home))
        LocationPickerRouter(navigator: navigator).routeBack()
        expectRecorded(navigator.refusals, [.nothingPresented])
    }
}
