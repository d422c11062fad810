import Testing
import TerminalUI
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("App coordinator")
struct AppCoordinatorTests {
    let places = InMemoryPlaceRepository()
    let favorites = InMemoryFavoritesRepository()

    func makeCoordinator(auth: AuthServiceStub = AuthServiceStub(answer: .success(.ada))) throws -> AppCoordinator {
        let services = DiscoverServices(places: places, favorites: favorites, auth: auth, passwordReset: PasswordResetStub())
        return try AppCoordinator(services: services, clock: TestClock())
    }

    @Test("it starts signed out on Login, with the Login module built and attached")
    func startsOnLogin() throws {
        let coordinator = try makeCoordinator()
        #expect(coordinator.topRoute == .login)
        #expect(coordinator.topScreen is LoginTerminalView)
        #expect(!coordinator.isSignedIn)
    }

    @Test("login replaces the whole stack with Home; logout replaces it with Login")
    func loginAndLogout() throws {
        let coordinator = try makeCoordinator()
        try coordinator.navigator.perform(.push(.forgotPassword))
        coordinator.userDidLogin(.ada)
        #expect(coordinator.navigator.state.stack.map(\.route) == [.home])
        #expect(coordinator.session.user == .ada)
        coordinator.userDidLogout()
        #expect(coordinator.navigator.state.stack.map(\.route) == [.login])
        #expect(coordinator.session.user == nil)
    }

    @Test("a screen that leaves the stack is ended and deallocated, with its module")
    func removedScreensDeallocate() throws {
        let coordinator = try makeCoordinator()
        coordinator.userDidLogin(.ada)
        try coordinator.navigator.perform(.push(.detail(placeID: 2)))
        weak let detail = coordinator.topScreen as AnyObject?
        #expect(detail != nil)
        GlobalCommands.back(coordinator)
        #expect(coordinator.topRoute == .home)
        #expect(detail == nil, "the Detail screen outlived its pop")
    }

    @Test("the Login screen is freed when login replaces the stack")
    func loginScreenIsFreed() throws {
        let coordinator = try makeCoordinator()
        weak let login = coordinator.topScreen as AnyObject?
        coordinator.userDidLogin(.ada)
        #expect(login == nil)
    }

    @Test("a link while signed in runs at once: back to Home, then the place on top")
    func linkWhileSignedIn() throws {
        let coordinator = try makeCoordinator()
        coordinator.userDidLogin(.ada)
        try coordinator.navigator.perform(.push(.favorites))
        try coordinator.open(link: "discover://poi/3")
        #expect(coordinator.navigator.state.stack.map(\.route) == [.home, .detail(placeID: 3)])
        #expect(coordinator.notice == nil)
    }

    @Test("a link while signed out is held with a notice and replayed after login; only the latest is kept")
    func linkHeldUntilLogin() throws {
        let coordinator = try makeCoordinator()
        try coordinator.open(link: "discover://poi/3")
        try coordinator.open(link: "discover://favorites")
        #expect(coordinator.topRoute == .login)
        #expect(coordinator.notice == "Sign in to open discover://favorites.")
        coordinator.userDidLogin(.ada)
        #expect(coordinator.navigator.state.stack.map(\.route) == [.home, .favorites])
    }

    @Test("unknown and malformed links throw the table's typed error and change nothing")
    func badLinks() throws {
        let coordinator = try makeCoordinator()
        coordinator.userDidLogin(.ada)
        for link in ["discover://nowhere", "discover://poi/abc", "http://poi/3", "discover://search"] {
            #expect(throws: DeepLinkError.self, "\(link)") { try coordinator.open(link: link) }
        }
        #expect(coordinator.navigator.state.stack.map(\.route) == [.home])
    }

    @Test("a refused navigation becomes a notice instead of being lost")
    func refusedNavigationIsShown() throws {
        let coordinator = try makeCoordinator()
        GlobalCommands.back(coordinator)
        #expect(coordinator.topRoute == .login)
        #expect(coordinator.notice?.hasPrefix("Can't go there from here") == true)
        coordinator.clearNotice()
        #expect(coordinator.notice == nil)
    }

    @Test("back closes a presented picker before it pops anything")
    func backDismissesFirst() throws {
        let coordinator = try makeCoordinator()
        coordinator.userDidLogin(.ada)
        let request = ModuleRequest(LocationPickerInput(current: nil), output: ModuleOutput<LocationChoice>.ignored)
        try coordinator.navigator.perform(.present(.locationPicker(request), style: .sheet))
        #expect(coordinator.topRoute == .locationPicker(request))
        GlobalCommands.back(coordinator)
        #expect(coordinator.topRoute == .home)
        #expect(!coordinator.navigator.state.isPresenting)
    }

    @Test("the app's container resolves every registration, each module's builder included")
    func containerVerifies() throws {
        let coordinator = try makeCoordinator()
        let report = coordinator.container.verify()
        #expect(report.isSuccess, "\(report)")
        #expect(report.skipped.isEmpty, "\(report)")
        #expect(report.verified.contains(RegistrationKey(LocationPickerBuilder.self)))
    }

    @Test("a module that cannot be built refuses the navigation with a notice naming the route, and nothing changes")
    func unbuildableModuleIsRefused() throws {
        let coordinator = try makeCoordinator()
        coordinator.userDidLogin(.ada)
        coordinator.container.registerOnMainActor(DetailBuilder.self) { r in
            DetailBuilder(
                places: try r.resolve(name: "missing"), favorites: try r.resolve(), events: try r.resolve(),
                session: try r.resolve(), navigator: try r.resolve())
        }
        coordinator.navigator.navigate(.push(.detail(placeID: 2)))
        #expect(coordinator.navigator.state.stack.map(\.route) == [.home])
        #expect(coordinator.notice?.contains("Cannot show detail(placeID: 2)") == true)
        #expect(coordinator.notice?.contains("PlaceRepository (name: \"missing\")") == true)
    }

    @Test("Home's location command presents the picker over Home; its choice reaches Home and the sheet closes")
    func pickerRoundTrip() async throws {
        let coordinator = try makeCoordinator()
        coordinator.userDidLogin(.ada)
        try coordinator.topScreen?.perform(try #require(ScriptCommand(line: "location")))
        guard case .locationPicker(let request) = coordinator.topRoute else {
            Issue.record("expected the picker on top, found \(coordinator.topRoute)")
            return
        }
        #expect(request.input == LocationPickerInput(current: nil))
        try coordinator.topScreen?.perform(try #require(ScriptCommand(line: "coordinates 38.72, -9.14")))
        await coordinator.settle()
        #expect(coordinator.topRoute == .home)
        #expect(!coordinator.navigator.state.isPresenting)
        let canvas = drawStandard(try #require(coordinator.topScreen))
        #expect(canvas.plainText.contains("38.72000, -9.14000 — nearest first"))
    }
}
