import Testing
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
        coordinator.context.navigator.perform(.push(.forgotPassword), onFailure: { _ in })
        coordinator.userDidLogin(.ada)
        #expect(coordinator.navigator.screens.state.stack.map(\.route) == [.home])
        #expect(coordinator.context.session.user == .ada)
        coordinator.userDidLogout()
        #expect(coordinator.navigator.screens.state.stack.map(\.route) == [.login])
        #expect(coordinator.context.session.user == nil)
    }

    @Test("a screen that leaves the stack is ended and deallocated, with its module")
    func removedScreensDeallocate() throws {
        let coordinator = try makeCoordinator()
        coordinator.userDidLogin(.ada)
        coordinator.context.navigator.perform(.push(.detail(placeID: 2)), onFailure: { _ in })
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
        coordinator.context.navigator.perform(.push(.favorites), onFailure: { _ in })
        try coordinator.open(link: "discover://poi/3")
        #expect(coordinator.navigator.screens.state.stack.map(\.route) == [.home, .detail(placeID: 3)])
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
        #expect(coordinator.navigator.screens.state.stack.map(\.route) == [.home, .favorites])
    }

    @Test("unknown and malformed links throw the table's typed error and change nothing")
    func badLinks() throws {
        let coordinator = try makeCoordinator()
        coordinator.userDidLogin(.ada)
        for link in ["discover://nowhere", "discover://poi/abc", "http://poi/3", "discover://search"] {
            #expect(throws: DeepLinkError.self, "\(link)") { try coordinator.open(link: link) }
        }
        #expect(coordinator.navigator.screens.state.stack.map(\.route) == [.home])
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
        coordinator.context.navigator.perform(.present(.locationPicker, style: .sheet), onFailure: { _ in })
        #expect(coordinator.topRoute == .locationPicker)
        GlobalCommands.back(coordinator)
        #expect(coordinator.topRoute == .home)
        #expect(!coordinator.navigator.screens.state.isPresenting)
    }
}

@Suite("discover command line")
struct DiscoverOptionsTests {
    @Test("no arguments run the app with every default")
    func defaults() throws {
        #expect(try DiscoverOptions.parse([]) == DiscoverOptions())
    }

    @Test("every option is read")
    func allOptions() throws {
        let options = try DiscoverOptions.parse(["--db", "/tmp/x.sqlite", "--reset", "--script", "s.txt", "--open", "discover://favorites"])
        #expect(options.databasePath == "/tmp/x.sqlite")
        #expect(options.reset)
        #expect(options.scriptPath == "s.txt")
        #expect(options.openLink == "discover://favorites")
        #expect(try DiscoverOptions.parse(["--api", "http://127.0.0.1:8080"]).apiURL?.absoluteString == "http://127.0.0.1:8080")
    }

    @Test("help wins wherever it stands")
    func help() throws {
        #expect(try DiscoverOptions.parse(["--db", "x", "--help"]).mode == .help)
        #expect(try DiscoverOptions.parse(["-h"]).mode == .help)
        #expect(DiscoverOptions.helpText.contains("USAGE: discover"))
        #expect(DiscoverOptions.helpText.contains("demo@discover.app / discover123"))
    }

    @Test("serve takes a port and refuses app-only options")
    func serve() throws {
        #expect(try DiscoverOptions.parse(["serve"]).mode == .serve(port: 8080))
        #expect(try DiscoverOptions.parse(["serve", "--port", "0"]).mode == .serve(port: 0))
        #expect(throws: DiscoverUsageError.notApplicable(option: "--script", mode: "serve")) {
            try DiscoverOptions.parse(["serve", "--script", "x"])
        }
        #expect(throws: DiscoverUsageError.notApplicable(option: "--port", mode: "the app")) {
            try DiscoverOptions.parse(["--port", "80"])
        }
    }

    @Test("bad command lines get errors that say what was expected")
    func errors() {
        #expect(throws: DiscoverUsageError.unknownArgument("--frob")) { try DiscoverOptions.parse(["--frob"]) }
        #expect(throws: DiscoverUsageError.missingValue(option: "--db")) { try DiscoverOptions.parse(["--db"]) }
        #expect(throws: DiscoverUsageError.missingValue(option: "--db")) { try DiscoverOptions.parse(["--db", "--reset"]) }
        #expect(throws: DiscoverUsageError.invalidValue(option: "--api", value: "ftp://x", expected: "an http:// or https:// URL")) {
            try DiscoverOptions.parse(["--api", "ftp://x"])
        }
        #expect(throws: DiscoverUsageError.invalidValue(option: "--port", value: "99999", expected: "a port number from 0 to 65535")) {
            try DiscoverOptions.parse(["serve", "--port", "99999"])
        }
        #expect(DiscoverUsageError.unknownArgument("--frob").description == "Unknown option '--frob'.")
    }
}
