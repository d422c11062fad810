import Testing
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Detail presenter")
struct DetailPresenterTests {
    let view = DetailViewSpy()
    let interactor = DetailUseCaseSpy()
    let router = DetailRouterSpy()
    let presenter: DetailPresenter
    let saoPaulo = Place.samples[0]

    init() {
        presenter = DetailPresenter(view: view, interactor: interactor, router: router)
    }

    @Test("viewDidLoad shows loading and asks for the place")
    func viewDidLoadLoads() {
        presenter.viewDidLoad()
        expectRecorded(view.states, [DetailViewState(place: .loading)])
        expectRecorded(interactor.calls, [.loadPlace])
    }

    @Test("a loaded place shows its facts formatted, with its favorite status")
    func loadedPlaceIsFormatted() {
        presenter.placeUpdated(saoPaulo, isFavorite: true)
        let expected = PlaceDetail(
            name: "São Paulo", country: "Brazil (BR)", region: "—", population: "12,400,000",
            coordinates: "23.55000° S, 46.63000° W", timezone: "UTC", isFavorite: true
        )
        expectRecorded(view.states, [DetailViewState(place: .content(expected))])
    }

    @Test("a region is shown as given; northern and eastern coordinates get N and E")
    func regionAndHemispheres() {
        let tokyo = Place(
            id: 7, name: "Tokyo", countryCode: "JP", countryName: "Japan", adminRegion: "40",
            coordinate: Coordinate(uncheckedLatitude: 35.6895, longitude: 139.69171), population: 999,
            timezone: "Asia/Tokyo"
        )
        presenter.placeUpdated(tokyo, isFavorite: false)
        let detail = view.current?.place.content
        #expect(detail?.region == "40")
        #expect(detail?.coordinates == "35.68950° N, 139.69171° E")
        #expect(detail?.population == "999")
        #expect(detail?.isFavorite == false)
    }

    @Test(
        "population is grouped by thousands",
        arguments: [
            (0, "0"), (999, "999"), (1_000, "1,000"), (517_802, "517,802"), (12_400_000, "12,400,000"), (-1_234, "-1,234"),
        ])
    func populationGrouping(number: Int, text: String) {
        #expect(DetailPresenter.grouped(number) == text)
    }

    @Test(
        "a failed load shows the failure's message",
        arguments: [
            (PlaceFailure.network, "Network error. Please try again."),
            (.placeNotFound, "This place no longer exists."),
            (.storage, "Could not read or save data on this device. Please try again."),
            (.signedOut, "You are signed out. Please sign in again."),
            (.invalidRequest("bad id"), "This request could not be made: bad id."),
        ])
    func loadFailureMessages(failure: PlaceFailure, message: String) {
        presenter.placeLoadFailed(failure)
        expectRecorded(view.states, [DetailViewState(place: .failure(message))])
    }

    @Test("a failed favorite change shows the restored status with the reason under it")
    func failedChangeShowsNotice() {
        presenter.favoriteChangeFailed(saoPaulo, isFavorite: false, failure: .network)
        #expect(view.current?.place.content?.isFavorite == false)
        #expect(view.current?.notice == "Network error. Please try again.")
    }

    @Test("a later update clears the notice of a failed change")
    func updateClearsNotice() {
        presenter.favoriteChangeFailed(saoPaulo, isFavorite: false, failure: .storage)
        presenter.placeUpdated(saoPaulo, isFavorite: true)
        #expect(view.current?.notice == nil)
        #expect(view.current?.place.content?.isFavorite == true)
    }

    @Test("tapping favorite asks the use case to toggle; nothing is rendered yet")
    func favoriteToggles() {
        presenter.didTapFavorite()
        expectRecorded(interactor.calls, [.toggleFavorite])
        #expect(view.states.isEmpty)
    }

    @Test("back is routed, not rendered")
    func backRoutes() {
        presenter.didTapBack()
        #expect(router.backs.count == 1)
        #expect(view.states.isEmpty)
        #expect(interactor.calls.isEmpty)
    }

    @Test("the presenter does not keep its view alive")
    func viewIsHeldWeakly() {
        var view: DetailViewSpy? = DetailViewSpy()
        weak let weakView = view
        let presenter = DetailPresenter(view: view!, interactor: interactor, router: router)
        view = nil
        #expect(weakView == nil)
        presenter.viewDidLoad()
        expectRecorded(interactor.calls, [.loadPlace])
    }
}

@Suite("Place failure")
struct PlaceFailureTests {
    @Test(
        "repository errors map to what a screen tells the user",
        arguments: [
            (PlacesError.network("timeout"), PlaceFailure.network),
            (.placeNotFound(id: 9), .placeNotFound),
            (.storage("disk full"), .storage),
            (.userNotFound(id: "u-9"), .signedOut),
            (.invalidRequest("bad limit"), .invalidRequest("bad limit")),
        ])
    func mapsRepositoryErrors(error: PlacesError, failure: PlaceFailure) {
        #expect(PlaceFailure(error) == failure)
    }

    @Test(
        "an untyped repository error maps as its typed self",
        arguments: [
            (PlacesError.network("timeout"), PlaceFailure.network),
            (.storage("disk full"), .storage),
            (.invalidRequest("bad limit"), .invalidRequest("bad limit")),
        ])
    func mapsUntypedRepositoryErrors(error: PlacesError, failure: PlaceFailure) {
        let untyped: any Error = error
        #expect(PlaceFailure(untyped) == failure)
    }

    @Test("an error that is not a repository's reads as a network failure the user can retry")
    func mapsForeignErrorsToNetwork() {
        let foreign: any Error = CancellationError()
        #expect(PlaceFailure(foreign) == .network)
        #expect(PlaceFailure(foreign).message == "Network error. Please try again.")
    }
}
