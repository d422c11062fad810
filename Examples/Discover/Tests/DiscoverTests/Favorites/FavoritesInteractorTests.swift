import Testing
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Favorites interactor")
struct FavoritesInteractorTests {
    let favorites = InMemoryFavoritesRepository()
    let events = EventBus()
    let output = FavoritesInteractorOutputSpy()

    func makeInteractor(userID: String? = "u-1", favorites: (any FavoritesRepository)? = nil) -> FavoritesInteractor {
        let interactor = FavoritesInteractor(userID: userID, favorites: favorites ?? self.favorites, events: events)
        interactor.output = output
        return interactor
    }

    /// Marks `ids` as favorites of u-1 in this order (so the last is the most recent).
    func favor(_ ids: [Int64]) async throws {
        for id in ids { try await favorites.setFavorite(true, placeID: id, userID: "u-1") }
        favorites.changes.reset()
    }

    /// An interactor that has loaded the favorites `ids` (added in this order).
    func makeLoadedInteractor(_ ids: Int64...) async throws -> FavoritesInteractor {
        try await favor(ids)
        let interactor = makeInteractor()
        interactor.loadFavorites()
        await interactor.scope.settle()
        output.events.reset()
        return interactor
    }

    @Test("loading lists the user's favorites, most recent first")
    func loadListsMostRecentFirst() async throws {
        try await favor([2, 5, 7])
        try await favorites.setFavorite(true, placeID: 3, userID: "u-2")
        let interactor = makeInteractor()
        interactor.loadFavorites()
        await interactor.scope.settle()
        expectRecorded(output.events, [.updated([7, 5, 2])])
    }

    @Test("no favorites is an empty list")
    func emptyList() async {
        let interactor = makeInteractor()
        interactor.loadFavorites()
        await interactor.scope.settle()
        expectRecorded(output.events, [.updated([])])
    }

    @Test("a failed read is reported")
    func loadFailure() async {
        favorites.fail(with: .storage("disk I/O error"))
        let interactor = makeInteractor()
        interactor.loadFavorites()
        await interactor.scope.settle()
        expectRecorded(output.events, [.loadFailed(.storage)])
    }

    @Test("signed out, loading reports it without reading")
    func signedOut() async {
        let gated = GatedFavoritesRepository()
        let interactor = makeInteractor(userID: nil, favorites: gated)
        interactor.loadFavorites()
        await interactor.scope.settle()
        expectRecorded(output.events, [.loadFailed(.signedOut)])
        #expect(gated.reads.isEmpty)
    }

    @Test("of overlapping loads only the latest is reported")
    func latestLoadWins() async throws {
        let gated = GatedFavoritesRepository()
        let interactor = makeInteractor(favorites: gated)
        interactor.loadFavorites()
        #expect(await eventually { gated.waitingReads == 1 })
        try await gated.store.setFavorite(true, placeID: 4, userID: "u-1")
        interactor.loadFavorites()
        #expect(await eventually { gated.waitingReads == 2 })
        gated.open()
        await interactor.scope.settle()
        expectRecorded(output.events, [.updated([4])])
    }

    @Test("removing takes the place off at once, then unfavorites it and publishes the change")
    func removeIsOptimisticPersistedAndPublished() async throws {
        let interactor = try await makeLoadedInteractor(2, 5, 7)
        let log = FavoriteChangeLog(events)
        interactor.removeFavorite(placeID: 5)
        expectRecorded(output.events, [.updated([7, 2])])
        #expect(favorites.changes.isEmpty)
        await interactor.scope.settle()
        expectRecorded(favorites.changes, [.init(placeID: 5, isFavorite: false)])
        #expect(try await favorites.favorites(userID: "u-1").map(\.id) == [7, 2])
        #expect(await eventually { log.changes.count == 1 })
        expectRecorded(log.changes, [FavoriteChanged(placeID: 5, isFavorite: false)])
    }

    @Test("removing a place that is not listed does nothing")
    func removeUnlisted() async throws {
        let interactor = try await makeLoadedInteractor(2)
        interactor.removeFavorite(placeID: 5)
        await interactor.scope.settle()
        #expect(output.events.isEmpty)
        #expect(favorites.changes.isEmpty)
    }

    @Test("signed out, removing does nothing")
    func removeSignedOut() async {
        let interactor = makeInteractor(userID: nil)
        interactor.removeFavorite(placeID: 1)
        await interactor.scope.settle()
        #expect(output.events.isEmpty)
        #expect(favorites.changes.isEmpty)
    }

    @Test("a failed removal puts the place back where it was and reports why")
    func failedRemovalRestores() async throws {
        let interactor = try await makeLoadedInteractor(2, 5, 7)
        favorites.fail(with: .network("offline"))
        interactor.removeFavorite(placeID: 5)
        await interactor.scope.settle()
        expectRecorded(output.events, [.updated([7, 2]), .removalFailed([7, 5, 2], .network)])
    }

    @Test("a failed removal of a place a reload brought back meanwhile lists it once")
    func failedRemovalAfterReloadListsOnce() async throws {
        let gated = GatedFavoritesRepository(holdingWrites: true)
        gated.open()
        for id: Int64 in [2, 5] { try await gated.store.setFavorite(true, placeID: id, userID: "u-1") }
        let interactor = makeInteractor(favorites: gated)
        interactor.loadFavorites()
        await interactor.scope.settle()
        interactor.removeFavorite(placeID: 5)
        #expect(await eventually { gated.waitingWrites == 1 })
        events.publish(FavoriteChanged(placeID: 5, isFavorite: true))
        #expect(await eventually { output.events.count == 3 })
        gated.store.fail(with: .network("offline"))
        gated.openWrites()
        await interactor.scope.settle()
        expectRecorded(output.events, [.updated([5, 2]), .updated([2]), .updated([5, 2]), .removalFailed([5, 2], .network)])
    }

    @Test("a removal made elsewhere is patched into the list")
    func removalFromElsewhere() async throws {
        let interactor = try await makeLoadedInteractor(2, 5)
        events.publish(FavoriteChanged(placeID: 3, isFavorite: false))
        events.publish(FavoriteChanged(placeID: 2, isFavorite: false))
        #expect(await eventually { output.events.count == 1 })
        expectRecorded(output.events, [.updated([5])])
        withExtendedLifetime(interactor) {}
    }

    @Test("an addition made elsewhere reloads the list, which puts it first")
    func additionFromElsewhere() async throws {
        let interactor = try await makeLoadedInteractor(2)
        try await favorites.setFavorite(true, placeID: 6, userID: "u-1")
        events.publish(FavoriteChanged(placeID: 2, isFavorite: true))
        events.publish(FavoriteChanged(placeID: 6, isFavorite: true))
        #expect(await eventually { !output.events.isEmpty })
        expectRecorded(output.events, [.updated([6, 2])])
        withExtendedLifetime(interactor) {}
    }

    @Test("the echo of its own removal does not render again")
    func ownEchoIsIgnored() async throws {
        let interactor = try await makeLoadedInteractor(2, 5)
        interactor.removeFavorite(placeID: 5)
        await interactor.scope.settle()
        // Delivered after the echo, in publishing order: once it shows, the echo was handled.
        events.publish(FavoriteChanged(placeID: 2, isFavorite: false))
        #expect(await eventually { output.events.count == 2 })
        expectRecorded(output.events, [.updated([2]), .updated([])])
    }

    @Test("once detached, a late load is not reported")
    func detachedLoadReportsNothing() async {
        let gated = GatedFavoritesRepository()
        let interactor = makeInteractor(favorites: gated)
        interactor.loadFavorites()
        #expect(await eventually { gated.waitingReads == 1 })
        interactor.scope.detach()
        gated.open()
        for _ in 0..<20 { await Task.yield() }
        #expect(output.events.isEmpty)
    }

    @Test("once detached, a failed removal is not reported, and events no longer arrive")
    func detachedRemovalAndEvents() async throws {
        let interactor = try await makeLoadedInteractor(2, 5)
        favorites.fail(with: .network("offline"))
        interactor.removeFavorite(placeID: 5)
        interactor.scope.detach()
        #expect(events.subscriberCount(of: FavoriteChanged.self) == 0)
        for _ in 0..<20 { await Task.yield() }
        events.publish(FavoriteChanged(placeID: 2, isFavorite: false))
        for _ in 0..<20 { await Task.yield() }
        expectRecorded(output.events, [.updated([2])])
    }
}
