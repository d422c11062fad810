import Testing
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Home router")
struct HomeRouterTests {
    let navigator = NavigationRecorder(tracking: ScreenStack(root: AppRoute.home))
    let coordinator = AppCoordinatorSpy()

    func makeRouter() -> HomeRouter {
        HomeRouter(navigator: navigator, coordinator: coordinator)
    }

    @Test("opening a place pushes its Detail on top of Home")
    func detailIsPushed() {
        makeRouter().routeToDetail(placeID: 42)
        expectRecorded(navigator.commands, [.push(.detail(placeID: 42))])
        #expect(navigator.stack?.state.stack == [.home, .detail(placeID: 42)])
        #expect(navigator.refusals.isEmpty)
    }

    @Test("Favorites is pushed on top of Home")
    func favoritesIsPushed() {
        makeRouter().routeToFavorites()
        #expect(navigator.stack?.state.stack == [.home, .favorites])
    }

    @Test("the location picker is presented as a sheet whose route carries the current location and Home's output")
    func pickerRouteCarriesInputAndOutput() throws {
        let received = Recorder<LocationChoice>()
        makeRouter().routeToLocationPicker(current: .city(.porto), output: ModuleOutput { received.record($0) })
        guard case .present(.locationPicker(let request), style: .sheet) = try #require(navigator.commands.last) else {
            Issue.record("expected the picker presented as a sheet, found \(navigator.commands.values)")
            return
        }
        #expect(request.input == LocationPickerInput(current: .city(.porto)))
        #expect(navigator.stack?.state.modals.first?.root == .locationPicker(request))
        request.output.send(.city(.lisbon))
        expectRecorded(received, [.city(.lisbon)])
    }

    @Test("a refused presentation is reported to the navigator, not swallowed")
    func refusedPresentationIsReported() {
        let refusing = RefusingNavigator()
        HomeRouter(navigator: refusing, coordinator: coordinator).routeToLocationPicker(current: nil, output: .ignored)
        expectRecorded(refusing.refusals, [.nothingPresented])
    }

    @Test("logout goes through the coordinator, not the navigator")
    func logoutGoesThroughCoordinator() {
        makeRouter().routeToLogout()
        expectRecorded(coordinator.events, [.logout])
        #expect(navigator.commands.isEmpty)
    }

    @Test("once the navigator is gone, routing does nothing instead of keeping it alive")
    func navigatorHeldWeakly() {
        var navigator: NavigationRecorder<AppRoute>? = NavigationRecorder()
        let router = HomeRouter(navigator: navigator!, coordinator: coordinator)
        weak let gone = navigator
        navigator = nil
        router.routeToFavorites()
        #expect(gone == nil)
    }
}

/// A navigator that refuses every command, as a stack in an impossible state would, and
/// records what it was asked to report.
@MainActor
final class RefusingNavigator: Navigating {
    let refusals = Recorder<NavigationError>()

    func perform(_ command: NavigationCommand<AppRoute>) throws(NavigationError) {
        throw .nothingPresented
    }

    func report(_ refusal: NavigationError) {
        refusals.record(refusal)
    }
}
