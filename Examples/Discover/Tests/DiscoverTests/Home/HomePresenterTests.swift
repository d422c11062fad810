import Testing
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Home presenter")
struct HomePresenterTests {
    let view = HomeViewSpy()
    let interactor = HomeUseCaseSpy()
    let router = HomeRouterSpy()
    let clock = TestClock()
    let scope = ModuleScope()
    let presenter: HomePresenter

    init() {
        presenter = HomePresenter(view: view, interactor: interactor, router: router, clock: clock, scope: scope)
    }

    /// The presenter after the first page arrived with `places`.
    func showing(_ places: [Place], hasMore: Bool = false) {
        presenter.viewDidLoad()
        presenter.placesLoaded(PlaceList(places: places, hasMore: hasMore))
    }

    func row(_ place: Place, population: String, distance: String? = nil, favorite: Bool = false) -> HomeRow {
        HomeRow(
            placeID: place.id, name: place.name, country: place.countryName, population: population,
            distance: distance, isFavorite: favorite)
    }

    func content(
        _ rows: [HomeRow], canLoadMore: Bool = false, isLoadingMore: Bool = false, query: String = "",
        location: String? = nil, notice: String? = nil
    ) -> HomeViewState {
        .content(
            HomeContent(
                rows: rows, canLoadMore: canLoadMore, isLoadingMore: isLoadingMore, query: query,
                locationLabel: location, notice: notice))
    }

    @Test("viewDidLoad shows the empty search bar, follows favorites and lists places by population")
    func viewDidLoadSearchesEverything() {
        presenter.viewDidLoad()
        expectRecorded(view.searchBars, [HomeSearchBar(query: "", locationLabel: nil)])
        expectRecorded(view.states, [.loading])
        expectRecorded(interactor.calls, [.watchFavorites, .search(PlaceQuery(text: "", origin: nil))])
    }

    @Test("typing l, li, lis quickly searches once, for lis, after the pause")
    func typingIsDebounced() async {
        presenter.didChangeQuery("l")
        await clock.advance(by: .milliseconds(100))
        presenter.didChangeQuery("li")
        await clock.advance(by: .milliseconds(100))
        presenter.didChangeQuery("lis")
        await clock.advance(by: .milliseconds(299))
        #expect(interactor.calls.isEmpty)
        await clock.advance(by: .milliseconds(1))
        expectRecorded(interactor.calls, [.search(PlaceQuery(text: "lis"))])
        expectRecorded(view.states, [.loading])
    }

    @Test("the text goes to the use case as typed, diacritics and case untouched")
    func textPassesThrough() async {
        presenter.didChangeQuery("SAO paulo")
        presenter.didChangeQuery("São Paulo")
        await clock.advance(by: HomePresenter.searchDelay)
        expectRecorded(interactor.calls, [.search(PlaceQuery(text: "São Paulo"))])
    }

    @Test("a loaded page becomes rows with grouped populations, no distance and no ★")
    func pageBecomesRows() {
        showing([.saoPaulo, .lisbon, .porto], hasMore: true)
        #expect(
            view.current
                == content(
                    [
                        row(.saoPaulo, population: "12,400,000"), row(.lisbon, population: "517,802"),
                        row(.porto, population: "249,633"),
                    ],
                    canLoadMore: true))
    }

    @Test("the rows name the search they answer, not text typed since")
    func rowsNameTheirSearch() {
        presenter.search("lis")
        presenter.placesLoaded(PlaceList(places: [.lisbon], hasMore: false))
        presenter.didChangeQuery("lisb")
        presenter.favoritesLoaded([Place.lisbon.id])
        #expect(view.current == content([row(.lisbon, population: "517,802", favorite: true)], query: "lis"))
    }

    @Test("small populations have no separator")
    func smallPopulation() {
        let village = Place.sample(9, "Aldeia", "PT", "Portugal", 40, -8, 999)
        showing([village])
        #expect(view.current?.content?.rows.first?.population == "999")
    }

    @Test("no match shows the empty state")
    func noMatchIsEmpty() {
        showing([])
        expectRecorded(view.states, [.loading, .empty])
    }

    @Test("a failed first page shows the network message")
    func networkFailure() {
        presenter.viewDidLoad()
        presenter.placesFailed(.network, isFirstPage: true)
        expectRecorded(view.states, [.loading, .failure("Network error. Please try again.")])
    }

    @Test("a failed first page from the database shows the storage message")
    func storageFailure() {
        presenter.viewDidLoad()
        presenter.placesFailed(.storage, isFirstPage: true)
        #expect(view.current == .failure("Could not read or save data on this device. Please try again."))
    }

    @Test("reaching the end loads more once, showing the rows as loading more")
    func endOfListLoadsMoreOnce() {
        showing([.saoPaulo], hasMore: true)
        presenter.didReachEndOfList()
        presenter.didReachEndOfList()
        #expect(view.current == content([row(.saoPaulo, population: "12,400,000")], isLoadingMore: true))
        expectRecorded(interactor.calls, [.watchFavorites, .search(PlaceQuery()), .loadMore])
    }

    @Test("the next page replaces the rows with every place loaded so far")
    func nextPageAppends() {
        showing([.saoPaulo], hasMore: true)
        presenter.didReachEndOfList()
        presenter.placesLoaded(PlaceList(places: [.saoPaulo, .lisbon], hasMore: false))
        #expect(view.current == content([row(.saoPaulo, population: "12,400,000"), row(.lisbon, population: "517,802")]))
    }

    @Test("nothing more is asked at the end of the results or before the first page")
    func noMoreAtTheEnd() {
        presenter.didReachEndOfList()
        showing([.saoPaulo], hasMore: false)
        presenter.didReachEndOfList()
        expectRecorded(interactor.calls, [.watchFavorites, .search(PlaceQuery())])
    }

    @Test("a failed later page keeps the rows with a notice, and more tries again")
    func laterPageFailureKeepsRows() {
        showing([.saoPaulo], hasMore: true)
        presenter.didReachEndOfList()
        presenter.placesFailed(.network, isFirstPage: false)
        #expect(
            view.current
                == content(
                    [row(.saoPaulo, population: "12,400,000")], canLoadMore: true, notice: "Network error. Please try again."))
        presenter.didReachEndOfList()
        #expect(view.current == content([row(.saoPaulo, population: "12,400,000")], isLoadingMore: true))
        expectRecorded(interactor.calls, [.watchFavorites, .search(PlaceQuery()), .loadMore, .loadMore])
    }

    @Test("a picked city sorts by distance from it at once, with distances in the rows")
    func pickedCitySortsByDistance() throws {
        showing([.saoPaulo])
        presenter.didTapChooseLocation()
        expectRecorded(router.routes, [.locationPicker(current: nil)])
        let output = try #require(router.pickerOutput)
        output.send(.city(.lisbon))
        #expect(view.searchBars.last == HomeSearchBar(query: "", locationLabel: "Lisbon, Portugal"))
        #expect(interactor.calls.last == .search(PlaceQuery(text: "", origin: Place.lisbon.coordinate)))
        presenter.placesLoaded(PlaceList(places: [.lisbon, .porto], hasMore: false))
        #expect(
            view.current
                == content(
                    [row(.lisbon, population: "517,802", distance: "0 m"), row(.porto, population: "249,633", distance: "274 km")],
                    location: "Lisbon, Portugal"))
    }

    @Test("distances of a thousand kilometres and more are grouped")
    func longDistances() throws {
        presenter.didPickLocation(.coordinates(try Coordinate(latitude: 38.72, longitude: -9.14)))
        presenter.placesLoaded(PlaceList(places: [.saoPaulo], hasMore: false))
        #expect(view.current?.content?.rows.first?.distance == "7,949 km")
        #expect(view.current?.content?.locationLabel == "38.72000, -9.14000")
    }

    @Test("the picker opens with the current location")
    func pickerGetsCurrentLocation() {
        presenter.didPickLocation(.city(.porto))
        presenter.didTapChooseLocation()
        expectRecorded(router.routes, [.locationPicker(current: .city(.porto))])
    }

    @Test("a location picked after typing sorts the typed text at once, without waiting")
    func locationUsesTypedText() {
        presenter.didChangeQuery("po")
        presenter.didPickLocation(.city(.lisbon))
        expectRecorded(interactor.calls, [.search(PlaceQuery(text: "po", origin: Place.lisbon.coordinate))])
    }

    @Test("clearing the location sorts by population again; with none chosen it does nothing")
    func clearLocation() {
        presenter.didTapClearLocation()
        #expect(interactor.calls.isEmpty)
        presenter.didPickLocation(.city(.lisbon))
        presenter.didTapClearLocation()
        #expect(view.searchBars.last == HomeSearchBar(query: "", locationLabel: nil))
        #expect(interactor.calls.last == .search(PlaceQuery(text: "", origin: nil)))
    }

    @Test("favorites are marked with ★, and a FavoriteChanged event updates the mark")
    func favoritesMarkRows() {
        showing([.saoPaulo, .lisbon])
        presenter.favoritesLoaded([Place.lisbon.id])
        #expect(view.current?.content?.rows.map(\.isFavorite) == [false, true])
        presenter.favoriteChanged(FavoriteChanged(placeID: Place.saoPaulo.id, isFavorite: true))
        #expect(view.current?.content?.rows.map(\.isFavorite) == [true, true])
        presenter.favoriteChanged(FavoriteChanged(placeID: Place.lisbon.id, isFavorite: false))
        #expect(view.current?.content?.rows.map(\.isFavorite) == [true, false])
    }

    @Test("favorites known before the list arrive with it, without rendering early")
    func favoritesBeforeList() {
        presenter.viewDidLoad()
        presenter.favoritesLoaded([Place.lisbon.id])
        expectRecorded(view.states, [.loading])
        presenter.placesLoaded(PlaceList(places: [.lisbon], hasMore: false))
        #expect(view.current?.content?.rows.map(\.isFavorite) == [true])
    }

    @Test("unreadable favorites leave the rows with a notice")
    func favoritesFailure() {
        showing([.lisbon])
        presenter.favoritesFailed(.storage)
        #expect(
            view.current?.content?.notice
                == "Favorites could not be loaded. Could not read or save data on this device. Please try again.")
    }

    @Test("opening a place pushes its detail; favorites and logout are routed")
    func routes() {
        presenter.didSelectPlace(id: 7)
        presenter.didTapFavorites()
        presenter.didTapLogout()
        expectRecorded(router.routes, [.detail(7), .favorites, .logout])
        #expect(view.states.isEmpty)
    }

    @Test("the deep link's search shows its text and searches at once, dropping typing in progress")
    func deepLinkSearch() async {
        presenter.didChangeQuery("lis")
        presenter.search("sao paulo")
        expectRecorded(view.searchBars, [HomeSearchBar(query: "sao paulo", locationLabel: nil)])
        expectRecorded(interactor.calls, [.search(PlaceQuery(text: "sao paulo"))])
        await clock.advance(by: .seconds(1))
        #expect(interactor.calls.count == 1)
    }

    @Test("settle returns only after the typing pause has run the search")
    func settleWaitsForTyping() async {
        presenter.didChangeQuery("lis")
        let settled = Task { @MainActor in await presenter.settle() }
        await clock.advance(by: .milliseconds(100))
        #expect(interactor.calls.isEmpty)
        await clock.advance(by: HomePresenter.searchDelay)
        await settled.value
        expectRecorded(interactor.calls, [.search(PlaceQuery(text: "lis"))])
    }

    @Test("a detached module runs no pending search")
    func detachDropsTyping() async {
        presenter.didChangeQuery("lis")
        scope.detach()
        await clock.advance(by: .seconds(1))
        #expect(interactor.calls.isEmpty)
    }

    @Test("the presenter does not keep its view alive")
    func viewIsHeldWeakly() {
        var view: HomeViewSpy? = HomeViewSpy()
        weak let weakView = view
        let presenter = HomePresenter(view: view!, interactor: interactor, router: router, clock: clock, scope: scope)
        view = nil
        #expect(weakView == nil)
        presenter.viewDidLoad()
        expectRecorded(interactor.calls, [.watchFavorites, .search(PlaceQuery())])
    }
}
