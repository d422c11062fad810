import Testing
import TerminalUI
import VIPER
import VIPERTesting
@testable import Discover

/// The picker presented over Home, built with a recording output.
@MainActor
struct LocationPickerHarness {
    let app: TestAppContext
    let choices = Recorder<LocationChoice>()
    let module: DiscoverModule<Void>

    init(current: LocationChoice? = nil) {
        let stack = ScreenStack(root: AppRoute.home)
        try? stack.present(.locationPicker)
        app = TestAppContext(stack: stack)
        module = LocationPickerBuilder.build(
            context: app.context, input: LocationPickerInput(current: current),
            output: ModuleOutput { [choices] in choices.record($0) })
        module.screen.attach()
    }

    var screen: any DiscoverScreen { module.screen }

    func run(_ line: String) throws {
        try screen.perform(try #require(ScriptCommand(line: line)))
    }

    func drawn() -> Canvas {
        var canvas = Canvas(size: .standard)
        screen.draw(in: &canvas, rows: 1..<23)
        return canvas
    }

    var isPresented: Bool { app.navigator.stack?.state.modals.isEmpty == false }
}

@MainActor
@Suite("Location picker module")
struct LocationPickerModuleTests {
    @Test("the built module deallocates once it is detached, with a search running")
    func deallocatesAfterDetach() async throws {
        let app = TestAppContext()
        let report = await expectModuleDeallocates {
            let module = LocationPickerBuilder.build(
                context: app.context, input: LocationPickerInput(current: nil), output: .ignored)
            module.screen.attach()
            try? module.screen.perform(ScriptCommand(line: "city lis")!)
            return module.tracking
        }
        #expect(report.isClean)
    }

    @Test("city then pick sends the city through the output and closes the sheet")
    func cityAndPick() async throws {
        let picker = LocationPickerHarness()
        #expect(picker.isPresented)
        try picker.run("city pa")
        await picker.screen.settle()
        #expect(picker.drawn().plainText.contains("Paris, France"))
        try picker.run("pick 2")
        expectRecorded(picker.choices, [.city(Place.samples[4])])
        #expect(!picker.isPresented)
    }

    @Test("coordinates are sent through the output and close the sheet")
    func coordinates() throws {
        let picker = LocationPickerHarness()
        try picker.run("coordinates 38.72, -9.14")
        expectRecorded(picker.choices, [.coordinates(try Coordinate(latitude: 38.72, longitude: -9.14))])
        #expect(!picker.isPresented)
    }

    @Test("invalid coordinates show how to write them and the sheet stays")
    func invalidCoordinates() throws {
        let picker = LocationPickerHarness()
        try picker.run("coordinates 95, 200")
        #expect(picker.drawn().plainText.contains("✗ Enter coordinates as latitude, longitude (e.g. 38.72, -9.14)."))
        #expect(picker.choices.isEmpty)
        #expect(picker.isPresented)
    }

    @Test("cancel closes the sheet without a choice")
    func cancel() throws {
        let picker = LocationPickerHarness()
        try picker.run("cancel")
        #expect(picker.choices.isEmpty)
        #expect(!picker.isPresented)
    }

    @Test("pick outside the results is refused, naming the range")
    func badPick() async throws {
        let picker = LocationPickerHarness()
        try picker.run("city lis")
        await picker.screen.settle()
        #expect(throws: ScriptError.invalidArgument(verb: "pick", expected: "a row number from 1 to 1", found: "2")) {
            try picker.run("pick 2")
        }
    }

    @Test("unknown script verbs list what the screen understands")
    func unknownVerb() {
        let picker = LocationPickerHarness()
        #expect(throws: ScriptError.unknownCommand("fly", available: picker.screen.scriptCommands)) {
            try picker.run("fly")
        }
    }

    @Test("a city without a match says so")
    func noMatch() async throws {
        let picker = LocationPickerHarness()
        try picker.run("city atlantis")
        await picker.screen.settle()
        #expect(picker.drawn().plainText.contains("No city has this name."))
    }

    @Test("the frame fits 80×24 with the current location, the fields and the selected city")
    func drawFits() async throws {
        let picker = LocationPickerHarness(current: .city(.porto))
        try picker.run("city pa")
        await picker.screen.settle()
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
    func keys() async {
        let picker = LocationPickerHarness()
        for character in "pa" { #expect(picker.screen.handle(.character(character))) }
        #expect(picker.screen.handle(.enter))
        await picker.screen.settle()
        #expect(picker.screen.handle(.tab))
        #expect(picker.screen.handle(.tab))
        #expect(picker.screen.handle(.down))
        #expect(picker.screen.handle(.enter))
        expectRecorded(picker.choices, [.city(Place.samples[4])])
    }

    @Test("arrows outside the list are left to the host; a detached picker searches no more")
    func arrowsAndDetach() async throws {
        let picker = LocationPickerHarness()
        #expect(!picker.screen.handle(.down))
        picker.screen.detach()
        try picker.run("city lis")
        await picker.screen.settle()
        #expect(picker.app.places.requests.isEmpty)
    }

    @Test("keys: coordinates typed in their field and Enter are sent; Esc cancels")
    func coordinateKeys() throws {
        let picker = LocationPickerHarness()
        #expect(picker.screen.handle(.tab))
        for character in "1, 2" { #expect(picker.screen.handle(.character(character))) }
        #expect(picker.screen.handle(.enter))
        expectRecorded(picker.choices, [.coordinates(try Coordinate(latitude: 1, longitude: 2))])
        let other = LocationPickerHarness()
        #expect(other.screen.handle(.escape))
        #expect(!other.isPresented)
    }
}

@MainActor
@Suite("Location picker router")
struct LocationPickerRouterTests {
    let failures = NavigationFailureSpy()

    @Test("back dismisses the sheet over Home")
    func backDismisses() {
        let stack = ScreenStack(root: AppRoute.home)
        try? stack.present(.locationPicker)
        let navigator = NavigationRecorder(tracking: stack)
        LocationPickerRouter(navigator: navigator, onFailure: failures.handler).routeBack()
        expectRecorded(navigator.commands, [.dismiss])
        #expect(stack.state.modals.isEmpty)
        #expect(failures.failures.isEmpty)
    }

    @Test("a refused dismiss is handed to the failure handler")
    func refusedDismiss() {
        let navigator = NavigationRecorder(tracking: ScreenStack(root: AppRoute.home))
        LocationPickerRouter(navigator: navigator, onFailure: failures.handler).routeBack()
        expectRecorded(failures.failures, [.nothingPresented])
    }
}
