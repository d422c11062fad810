import Testing
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Detail interactor")
struct DetailInteractorTests {
    let places = InMemoryPlaceRepository()
    let favorites = InMemoryFavoritesRepository()
    let events = EventBus()
    let output = DetailInteractorOutputSpy()
    let saoPaulo = Place.samples[0]
    let lisbon = Place.samples[1]

    func makeInteractor(placeID: Int64 = 1, userID: String? = "u-1") -> DetailInteractor {
        let interactor = DetailInteractor(
            placeID: placeID, userID: userID, places: places, favorites: favorites, events: events
        )
        interactor.output = output
        return interactor
    }

    /// An interactor whose place has loaded, with `isFavorite` as the stored status.
    func makeLoadedInteractor(isFavorite: Bool = false) async throws -> DetailInteractor {
        if isFavorite { try await favorites.setFavorite(true, placeID: 1, userID: "u-1") }
        favorites.changes.reset()
        let interactor = makeInteractor()
        interactor.loadPlace()
        await interactor.scope.settle()
        output.events.reset()
        return interactor
    }

    @Test("loading reports the place with its stored favorite status")
    func loadReportsPlaceAndStatus() async throws {
        try await favorites.setFavorite(true, placeID: 1, userID: "u-1")
        let interactor = makeInteractor()
        interactor.loadPlace()
        await interactor.scope.settle()
        expectRecorded(output.events, [.updated(saoPaulo, isFavorite: true)])
    }

    @Test("another user's favorites do not count")
    func statusIsPerUser() async throws {
        try await favorites.setFavorite(true, placeID: 1, userID: "u-2")
        let interactor = makeInteractor()
        interactor.loadPlace()
        await interactor.scope.settle()
        expectRecorded(output.events, [.updated(saoPaulo, isFavorite: false)])
    }

    @Test("an unknown place is reported as gone")
    func unknownPlace() async {
        let interactor = makeInteractor(placeID: 404)
        interactor.loadPlace()
        await interactor.scope.settle()
        expectRecorded(output.events, [.loadFailed(.placeNotFound)])
    }

    @Test("a network failure reading the place is reported")
    func placeNetworkFailure() async {
        places.fail(with: .network("timeout"))
        let interactor = makeInteractor()
        interactor.loadPlace()
        await interactor.scope.settle()
        expectRecorded(output.events, [.loadFailed(.network)])
    }

    @Test("a storage failure reading the favorite status is reported")
    func statusStorageFailure() async {
        favorites.fail(with: .storage("disk I/O error"))
        let interactor = makeInteractor()
        interactor.loadPlace()
        await interactor.scope.settle()
        expectRecorded(output.events, [.loadFailed(.storage)])
    }

    @Test("signed out, loading reports it without reading anything")
    func signedOut() async {
        let gate = AsyncGate()
        places.hold(at: gate)
        let interactor = makeInteractor(userID: nil)
        interactor.loadPlace()
        await interactor.scope.settle()
        expectRecorded(output.events, [.loadFailed(.signedOut)])
        #expect(gate.waiterCount == 0)
    }

    @Test("toggling shows the new status before it is saved, then saves and publishes it")
    func toggleIsOptimisticPersistedAndPublished() async throws {
        let interactor = try await makeLoadedInteractor()
        let log = FavoriteChangeLog(events)
        interactor.toggleFavorite()
        expectRecorded(output.events, [.updated(saoPaulo, isFavorite: true)])
        #expect(favorites.changes.isEmpty)
        await interactor.scope.settle()
        expectRecorded(favorites.changes, [.init(placeID: 1, isFavorite: true)])
        #expect(try await favorites.isFavorite(placeID: 1, userID: "u-1"))
        #expect(await eventually { log.changes.count == 1 })
        expectRecorded(log.changes, [FavoriteChanged(placeID: 1, isFavorite: true)])
    }

    @Test("toggling a favorite removes it")
    func toggleRemoves() async throws {
        let interactor = try await makeLoadedInteractor(isFavorite: true)
        interactor.toggleFavorite()
        await interactor.scope.settle()
        expectRecorded(output.events, [.updated(saoPaulo, isFavorite: false)])
        expectRecorded(favorites.changes, [.init(placeID: 1, isFavorite: false)])
    }

    @Test("the echo of its own change does not render again")
    func ownEchoIsIgnored() async throws {
        let interactor = try await makeLoadedInteractor()
        interactor.toggleFavorite()
        await interactor.scope.settle()
        // Delivered after the echo, in publishing order: once it shows, the echo was handled.
        events.publish(FavoriteChanged(placeID: 1, isFavorite: false))
        #expect(await eventually { output.events.count == 2 })
        expectRecorded(output.events, [.updated(saoPaulo, isFavorite: true), .updated(saoPaulo, isFavorite: false)])
    }

    @Test("a second toggle while a save runs is ignored, so a double tap saves once")
    func doubleTapSavesOnce() async throws {
        let interactor = try await makeLoadedInteractor()
        interactor.toggleFavorite()
        interactor.toggleFavorite()
        await interactor.scope.settle()
        expectRecorded(favorites.changes, [.init(placeID: 1, isFavorite: true)])
        expectRecorded(output.events, [.updated(saoPaulo, isFavorite: true)])
    }

    @Test("toggling before the place has loaded does nothing")
    func toggleBeforeLoadIsIgnored() async {
        let interactor = makeInteractor()
        interactor.toggleFavorite()
        await interactor.scope.settle()
        #expect(output.events.isEmpty)
        #expect(favorites.changes.isEmpty)
    }

    @Test("a failed save restores the old status, reports why and publishes nothing")
    func failedSaveReverts() async throws {
        let interactor = try await makeLoadedInteractor()
        let log = FavoriteChangeLog(events)
        favorites.fail(with: .network("offline"))
        interactor.toggleFavorite()
        await interactor.scope.settle()
        expectRecorded(
            output.events,
            [
                .updated(saoPaulo, isFavorite: true),
                .changeFailed(saoPaulo, isFavorite: false, .network),
            ])
        events.publish(FavoriteChanged(placeID: 99, isFavorite: true))
        #expect(await eventually { log.changes.count == 1 })
        expectRecorded(log.changes, [FavoriteChanged(placeID: 99, isFavorite: true)])
    }

    @Test("after a failed save the toggle works again from the restored status")
    func toggleAfterFailure() async throws {
        let interactor = try await makeLoadedInteractor()
        favorites.fail(with: .storage("locked"))
        interactor.toggleFavorite()
        await interactor.scope.settle()
        favorites.fail(with: nil)
        interactor.toggleFavorite()
        await interactor.scope.settle()
        #expect(output.events.last == .updated(saoPaulo, isFavorite: true))
        expectRecorded(favorites.changes, [.init(placeID: 1, isFavorite: true)])
    }

    @Test("a change of this place made elsewhere updates the status; other places do not")
    func changeFromElsewhere() async throws {
        let interactor = try await makeLoadedInteractor()
        events.publish(FavoriteChanged(placeID: 2, isFavorite: true))
        events.publish(FavoriteChanged(placeID: 1, isFavorite: false))
        events.publish(FavoriteChanged(placeID: 1, isFavorite: true))
        #expect(await eventually { output.events.count == 1 })
        expectRecorded(output.events, [.updated(saoPaulo, isFavorite: true)])
        withExtendedLifetime(interactor) {}
    }

    @Test("once detached, a late load is not reported")
    func detachedLoadReportsNothing() async {
        let gate = AsyncGate()
        places.hold(at: gate)
        let interactor = makeInteractor()
        interactor.loadPlace()
        #expect(await eventually { gate.waiterCount == 1 })
        interactor.scope.detach()
        gate.open()
        for _ in 0..<20 { await Task.yield() }
        #expect(output.events.isEmpty)
    }

    @Test("once detached, a failed save is not reported, and events no longer arrive")
    func detachedSaveAndEvents() async throws {
        let interactor = try await makeLoadedInteractor()
        favorites.fail(with: .network("offline"))
        interactor.toggleFavorite()
        interactor.scope.detach()
        #expect(events.subscriberCount(of: FavoriteChanged.self) == 0)
        for _ in 0..<20 { await Task.yield() }
        events.publish(FavoriteChanged(placeID: 1, isFavorite: false))
        for _ in 0..<20 { await Task.yield() }
        expectRecorded(output.events, [.updated(saoPaulo, isFavorite: true)])
    }
}
