import Foundation
import Testing
import TerminalUI
import VIPER
@testable import Discover

/// The whole app over a real SQLite database, driven the way `discover --script` drives
/// it: log in, search, open a place, favorite it, restart, and deep links.
@MainActor
@Suite("End to end: the app over a real database")
struct EndToEndTests {
    /// The test's database, removed when the test ends.
    private let database = TemporaryDatabase()

    /// One app run over the database at `url`: a fresh coordinator and script session.
    @MainActor
    struct Run {
        let coordinator: AppCoordinator
        let session: ScriptSession
        let output: PlainTextOutput
        let errors: Recorder

        final class Recorder: @unchecked Sendable { var lines: [String] = [] }

        static func start(at url: URL) async throws -> Run {
            let database = try await DiscoverDatabase.open(at: url)
            let services = try await DiscoverServices.local(database: database, hasher: PasswordHasher(iterations: 1_000))
            let coordinator = try AppCoordinator(services: services)
            let output = PlainTextOutput(write: { _ in })
            let errors = Recorder()
            let session = ScriptSession(coordinator: coordinator, output: output) { errors.lines.append($0) }
            await session.start()
            return Run(coordinator: coordinator, session: session, output: output, errors: errors)
        }

        /// Runs script lines and returns the last frame.
        @discardableResult
        func run(_ lines: String...) async -> String {
            for line in lines { await session.execute(line) }
            return output.frames.last ?? ""
        }
    }

    func freshDatabase() async throws -> URL {
        try await database.copyImported()
    }

    @Test("log in, search, open a place, favorite it; after a restart on the same database it is still a favorite")
    func favoriteSurvivesRestart() async throws {
        let url = try await freshDatabase()
        do {
            let app = try await Run.start(at: url)
            #expect(app.output.frames.last?.contains("Welcome to Discover") == true)
            let home = await app.run("login demo@discover.app discover123")
            #expect(app.coordinator.topRoute == .home)
            #expect(home.contains("demo@discover.app"))
            let results = await app.run("search sao paulo")
            #expect(results.contains("São Paulo, Brazil"))
            let detail = await app.run("open 1", "favorite")
            #expect(detail.contains("★ Remove from favorites"))
            #expect(app.errors.lines.isEmpty)
        }
        let restarted = try await Run.start(at: url)
        let favorites = await restarted.run("login demo@discover.app discover123", "favorites")
        #expect(restarted.coordinator.topRoute == .favorites)
        #expect(favorites.contains("São Paulo"))
        #expect(restarted.errors.lines.isEmpty)
    }

    @Test("a deep link opened while signed out is held, and lands after login")
    func deepLinkHeldUntilLogin() async throws {
        let url = try await freshDatabase()
        let lisbon = try #require(
            try await SharedPlacesDatabase.places().search(PlaceQuery(text: "lisbon"), after: nil, limit: 1).items.first)
        let app = try await Run.start(at: url)
        let held = await app.run("link discover://poi/\(lisbon.id)")
        #expect(app.coordinator.topRoute == .login)
        #expect(held.contains("Sign in to open discover://poi/\(lisbon.id)."))
        let landed = await app.run("login demo@discover.app discover123")
        #expect(app.coordinator.topRoute == .detail(placeID: lisbon.id))
        #expect(landed.contains("Lisbon"))
        await app.run("back")
        #expect(app.coordinator.topRoute == .home, "the link's Detail sits on top of Home")
    }

    @Test("discover://search fills Home's search through its typed input; discover://favorites opens Favorites")
    func searchAndFavoritesLinks() async throws {
        let app = try await Run.start(at: try await freshDatabase())
        await app.run("login demo@discover.app discover123")
        let searched = await app.run("link discover://search?q=s%C3%A3o%20paulo")
        #expect(app.coordinator.topRoute == .home)
        #expect(searched.contains("São Paulo, Brazil"))
        #expect(searched.contains("sao paulo") || searched.contains("são paulo"))
        await app.run("link discover://favorites")
        #expect(app.coordinator.topRoute == .favorites)
    }

    @Test("an unknown link is refused with the table's typed error and changes nothing")
    func unknownLink() async throws {
        let app = try await Run.start(at: try await freshDatabase())
        await app.run("login demo@discover.app discover123", "link discover://nowhere/1")
        #expect(app.coordinator.topRoute == .home)
        #expect(app.errors.lines.count == 1)
        #expect(app.errors.lines.first?.hasPrefix("line 2: ") == true)
        #expect(app.session.hasFailed)
    }

    @Test("logging out returns to Login and a later link waits for the next login")
    func logoutClosesTheGate() async throws {
        let app = try await Run.start(at: try await freshDatabase())
        await app.run("login demo@discover.app discover123", "logout")
        #expect(app.coordinator.topRoute == .login)
        #expect(!app.coordinator.isSignedIn)
        await app.run("link discover://favorites")
        #expect(app.coordinator.topRoute == .login)
        await app.run("login demo@discover.app discover123")
        #expect(app.coordinator.topRoute == .favorites)
    }
}
