import Testing
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Home interactor")
struct HomeInteractorTests {
    let places = InMemoryPlaceRepository()
    let favorites = InMemoryFavoritesRepository()
    let events = EventBus()
    let output = HomeInteractorOutputSpy()

    /// An interactor with pages of 3 over the seven sample places.
    func makeInteractor(userID: String? = User.ada.id) -> HomeInteractor {
        let interactor = HomeInteractor(
            places: places, favorites: favorites, events: events, userID: userID, pageSize: 3)
        interactor.output = output
        return interactor
    }

    func request(_ text: String = "", origin: Coordinate? = nil, after place: Place? = nil) -> InMemoryPlaceRepository.Request {
        .init(query: PlaceQuery(text: text, origin: origin), cursor: place.map(InMemoryPlaceRepository.cursor(for:)), limit: 3)
    }

    @Test("a search loads the first page, from no cursor, and says more may follow")
    func firstPage() async {
        let interactor = makeInteractor()
        interactor.search(PlaceQuery())
        await interactor.scope.settle()
        expectRecorded(places.requests, [request()])
        expectRecorded(output.events, [.loaded(PlaceList(places: Array(Place.samples.prefix(3)), hasMore: true))])
    }

    @Test("more loads the next page after the last place's cursor and reports everything loaded")
    func nextPage() async {
        let interactor = makeInteractor()
        interactor.search(PlaceQuery())
        await interactor.scope.settle()
        interactor.loadMore()
        await interactor.scope.settle()
        expectRecorded(places.requests, [request(), request(after: Place.samples[2])])
        #expect(output.events.last == .loaded(PlaceList(places: Array(Place.samples.prefix(6)), hasMore: true)))
    }

    @Test("the last page says nothing follows, and more then asks nothing")
    func endReached() async {
        let interactor = makeInteractor()
        interactor.search(PlaceQuery(text: "pa"))  // São Paulo, Paris, Paulo Afonso
        await interactor.scope.settle()
        interactor.loadMore()
        await interactor.scope.settle()
        #expect(places.requests.count == 1)
        expectRecorded(output.events, [.loaded(PlaceList(places: [Place.samples[0], Place.samples[4], Place.samples[5]], hasMore: false))])
    }

    @Test("more while a page loads sends no second request")
    func moreWhileLoading() async {
        let gate = AsyncGate()
        let interactor = makeInteractor()
        interactor.search(PlaceQuery())
        await interactor.scope.settle()
        places.hold(at: gate)
        interactor.loadMore()
        await yieldUntil { gate.waiterCount == 1 }
        interactor.loadMore()
        gate.open()
        await interactor.scope.settle()
        #expect(places.requests.count == 2)
        #expect(output.events.count == 2)
    }

    @Test("a new search while a page loads drops the old page")
    func newSearchDropsOldPage() async {
        let gate = AsyncGate()
        let interactor = makeInteractor()
        places.hold(at: gate)
        interactor.search(PlaceQuery(text: "pa"))
        await yieldUntil { gate.waiterCount == 1 }
        places.hold(at: nil)
        interactor.search(PlaceQuery(text: "lis"))
        gate.open()
        await interactor.scope.settle()
        expectRecorded(places.requests, [request("pa"), request("lis")])
        expectRecorded(output.events, [.loaded(PlaceList(places: [.lisbon], hasMore: false))])
    }

    @Test("the text reaches the repository as typed; the store folds diacritics")
    func textPassesThrough() async {
        let interactor = makeInteractor()
        interactor.search(PlaceQuery(text: "sao paulo"))
        await interactor.scope.settle()
        expectRecorded(places.requests, [request("sao paulo")])
        expectRecorded(output.events, [.loaded(PlaceList(places: [.saoPaulo], hasMore: false))])
    }

    @Test("an origin reaches the repository, which sorts by distance")
    func originPassesThrough() async {
        let interactor = makeInteractor()
        interactor.search(PlaceQuery(origin: Place.lisbon.coordinate))
        await interactor.scope.settle()
        expectRecorded(places.requests, [request(origin: Place.lisbon.coordinate)])
        expectRecorded(output.events, [.loaded(PlaceList(places: [.lisbon, .porto, Place.samples[3]], hasMore: true))])
    }

    @Test("a failed first page is reported as such, with the network failure")
    func firstPageFailure() async {
        let interactor = makeInteractor()
        places.fail(with: .network("timed out"))
        interactor.search(PlaceQuery())
        await interactor.scope.settle()
        expectRecorded(output.events, [.failed(.network, isFirstPage: true)])
    }

    @Test("a failed later page is reported as such, and more loads that page again")
    func laterPageFailureAndRetry() async {
        let interactor = makeInteractor()
        interactor.search(PlaceQuery())
        await interactor.scope.settle()
        places.fail(with: .storage("disk I/O error"))
        interactor.loadMore()
        await interactor.scope.settle()
        places.fail(with: nil)
        interactor.loadMore()
        await interactor.scope.settle()
        expectRecorded(places.requests, [request(), request(after: Place.samples[2]), request(after: Place.samples[2])])
        expectRecorded(
            output.events,
            [
                .loaded(PlaceList(places: Array(Place.samples.prefix(3)), hasMore: true)),
                .failed(.storage, isFirstPage: false),
                .loaded(PlaceList(places: Array(Place.samples.prefix(6)), hasMore: true)),
            ])
    }

    @Test("after the module detaches, a late page is not reported")
    func detachedPageIsDropped() async {
        let gate = AsyncGate()
        let interactor = makeInteractor()
        places.hold(at: gate)
        interactor.search(PlaceQuery())
        await yieldUntil { gate.waiterCount == 1 }
        interactor.scope.detach()
        gate.open()
        await interactor.scope.settle()
        for _ in 0..<10 { await Task.yield() }
        #expect(output.events.isEmpty)
    }

    @Test("watching favorites reports the user's favorite ids")
    func favoritesAreReported() async throws {
        try await favorites.setFavorite(true, placeID: 2, userID: User.ada.id)
        try await favorites.setFavorite(true, placeID: 5, userID: User.ada.id)
        try await favorites.setFavorite(true, placeID: 3, userID: "someone else")
        let interactor = makeInteractor()
        interactor.watchFavorites()
        await interactor.scope.settle()
        expectRecorded(output.events, [.favorites([2, 5])])
    }

    @Test("unreadable favorites are reported")
    func favoritesFailure() async {
        favorites.fail(with: .storage("locked"))
        let interactor = makeInteractor()
        interactor.watchFavorites()
        await interactor.scope.settle()
        expectRecorded(output.events, [.favoritesFailed(.storage)])
    }

    @Test("with nobody signed in there are no favorites, and the repository is not asked")
    func noUserNoFavorites() async {
        favorites.fail(with: .storage("must not be asked"))
        let interactor = makeInteractor(userID: nil)
        interactor.watchFavorites()
        await interactor.scope.settle()
        expectRecorded(output.events, [.favorites([])])
    }

    @Test("a FavoriteChanged event on the bus is passed on")
    func favoriteChangesArePassedOn() async {
        let interactor = makeInteractor()
        interactor.watchFavorites()
        await interactor.scope.settle()
        events.publish(FavoriteChanged(placeID: 4, isFavorite: true))
        await yieldUntil { output.events.count == 2 }
        expectRecorded(output.events, [.favorites([]), .changed(FavoriteChanged(placeID: 4, isFavorite: true))])
    }

    @Test("after the module detaches, favorites and their changes are not reported")
    func detachedFavoritesAreDropped() async {
        let interactor = makeInteractor()
        interactor.watchFavorites()
        interactor.scope.detach()
        await interactor.scope.settle()
        events.publish(FavoriteChanged(placeID: 4, isFavorite: true))
        for _ in 0..<20 { await Task.yield() }
        #expect(output.events.isEmpty)
        #expect(events.subscriberCount(of: FavoriteChanged.self) == 0)
    }
}
