import Testing
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Home router")
struct HomeRouterTests {
    let navigator = NavigationRecorder(tracking: ScreenStack(root: AppRoute.home))
    let coordinator = AppCoordinatorSpy()
    let picker = LocationPickerLaunchingSpy()
    let failures = NavigationFailureSpy()

    func makeRouter() -> HomeRouter {
        HomeRouter(navigator: navigator, coordinator: coordinator, locationPicker: picker, onFailure: failures.handler)
    }

    @Test("opening a place pushes its Detail on top of Home")
    func detailIsPushed() {
        makeRouter().routeToDetail(placeID: 42)
        expectRecorded(navigator.commands, [.push(.detail(placeID: 42))])
        #expect(navigator.stack?.state.stack == [.home, .detail(placeID: 42)])
        #expect(failures.failures.isEmpty)
    }

    @Test("Favorites is pushed on top of Home")
    func favoritesIsPushed() {
        makeRouter().routeToFavorites()
        #expect(navigator.stack?.state.stack == [.home, .favorites])
    }

    @Test("the location picker is asked for with the current location, and its output reaches Home")
    func pickerGetsInputAndOutput() throws {
        let received = Recorder<LocationChoice>()
        makeRouter().routeToLocationPicker(current: .city(.porto), output: ModuleOutput { received.record($0) })
        expectRecorded(picker.inputs, [LocationPickerInput(current: .city(.porto))])
        try #require(picker.output).send(.city(.lisbon))
        expectRecorded(received, [.city(.lisbon)])
    }

    @Test("logout goes through the coordinator, not the navigator")
    func logoutGoesThroughCoordinator() {
        makeRouter().routeToLogout()
        expectRecorded(coordinator.events, [.logout])
        #expect(navigator.commands.isEmpty)
    }
}

@MainActor
@Suite("Location picker launcher")
struct LocationPickerLauncherTests {
    let app = TestAppContext()

    @Test("it presents the picker route as a sheet over Home")
    func presentsSheet() {
        let launcher = LocationPickerLauncher(navigator: app.navigator, onFailure: app.failures.handler)
        launcher.presentLocationPicker(LocationPickerInput(current: nil), output: .ignored)
        expectRecorded(app.navigator.commands, [.present(.locationPicker, style: .sheet)])
        #expect(app.failures.failures.isEmpty)
    }

    @Test("the picker it builds starts from the request's location and answers the request's output")
    func buildsWithTheRequest() async throws {
        let launcher = LocationPickerLauncher(navigator: app.navigator, onFailure: app.failures.handler)
        let received = Recorder<LocationChoice>()
        launcher.presentLocationPicker(LocationPickerInput(current: .city(.porto)), output: ModuleOutput { received.record($0) })
        let picker = launcher.buildPicker(context: app.context)
        picker.screen.attach()
        try picker.screen.perform(try #require(ScriptCommand(line: "coordinates 38.72, -9.14")))
        expectRecorded(received, [.coordinates(try Coordinate(latitude: 38.72, longitude: -9.14))])
        #expect(app.navigator.commands.last == .dismiss)
    }

    @Test("a request is used once; a picker built without one reports to nobody")
    func requestIsConsumed() throws {
        let launcher = LocationPickerLauncher(navigator: app.navigator, onFailure: app.failures.handler)
        let received = Recorder<LocationChoice>()
        launcher.presentLocationPicker(LocationPickerInput(current: nil), output: ModuleOutput { received.record($0) })
        _ = launcher.buildPicker(context: app.context)
        let second = launcher.buildPicker(context: app.context)
        second.screen.attach()
        try second.screen.perform(try #require(ScriptCommand(line: "coordinates 1, 2")))
        #expect(received.isEmpty)
    }

    @Test("a refused presentation is handed to the failure handler and forgotten")
    func refusedPresentation() throws {
        let navigator = RefusingNavigator()
        let launcher = LocationPickerLauncher(navigator: navigator, onFailure: app.failures.handler)
        let received = Recorder<LocationChoice>()
        launcher.presentLocationPicker(LocationPickerInput(current: nil), output: ModuleOutput { received.record($0) })
        expectRecorded(app.failures.failures, [.nothingPresented])
        let picker = launcher.buildPicker(context: app.context)
        picker.screen.attach()
        try picker.screen.perform(try #require(ScriptCommand(line: "coordinates 1, 2")))
        #expect(received.isEmpty)
    }
}

/// A navigator that refuses every command, as a stack in an impossible state would.
@MainActor
final class RefusingNavigator: Navigating {
    func perform(_ command: NavigationCommand<AppRoute>) throws(NavigationError) {
        throw .nothingPresented
    }
}
