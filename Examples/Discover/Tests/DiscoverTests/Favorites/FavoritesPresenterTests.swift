import Testing
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Favorites presenter")
struct FavoritesPresenterTests {
    let view = FavoritesViewSpy()
    let interactor = FavoritesUseCaseSpy()
    let router = FavoritesRouterSpy()
    let presenter: FavoritesPresenter
    let rows = [
        FavoriteRow(placeID: 2, name: "Lisbon", country: "Portugal"),
        FavoriteRow(placeID: 1, name: "São Paulo", country: "Brazil"),
    ]

    init() {
        presenter = FavoritesPresenter(view: view, interactor: interactor, router: router)
    }

    @Test("viewDidLoad shows loading and asks for the favorites")
    func viewDidLoadLoads() {
        presenter.viewDidLoad()
        expectRecorded(view.states, [FavoritesViewState(list: .loading)])
        expectRecorded(interactor.calls, [.load])
    }

    @Test("favorites become rows of name and country, in the given order")
    func favoritesBecomeRows() {
        presenter.favoritesUpdated([Place.samples[1], Place.samples[0]])
        expectRecorded(view.states, [FavoritesViewState(list: .content(rows))])
    }

    @Test("no favorites is the empty state")
    func noFavoritesIsEmpty() {
        presenter.favoritesUpdated([])
        expectRecorded(view.states, [FavoritesViewState(list: .empty)])
    }

    @Test("a failed load shows the failure's message")
    func loadFailure() {
        presenter.favoritesLoadFailed(.network)
        expectRecorded(view.states, [FavoritesViewState(list: .failure("Network error. Please try again."))])
    }

    @Test("a failed removal shows the restored list with the reason under it")
    func removalFailure() {
        presenter.removalFailed([Place.samples[1], Place.samples[0]], failure: .storage)
        expectRecorded(
            view.states,
            [
                FavoritesViewState(list: .content(rows), notice: "Could not read or save data on this device. Please try again.")
            ])
    }

    @Test("selecting a favorite routes to its Detail")
    func selectRoutes() {
        presenter.didSelect(placeID: 7)
        expectRecorded(router.routes, [.detail(7)])
        #expect(view.states.isEmpty)
    }

    @Test("removing asks the use case; nothing is rendered yet")
    func removeCallsUseCase() {
        presenter.didTapRemove(placeID: 2)
        expectRecorded(interactor.calls, [.remove(2)])
        #expect(view.states.isEmpty)
    }

    @Test("back is routed")
    func backRoutes() {
        presenter.didTapBack()
        expectRecorded(router.routes, [.back])
        #expect(interactor.calls.isEmpty)
    }

    @Test("the presenter does not keep its view alive")
    func viewIsHeldWeakly() {
        var view: FavoritesViewSpy? = FavoritesViewSpy()
        weak let weakView = view
        let presenter = FavoritesPresenter(view: view!, interactor: interactor, router: router)
        view = nil
        #expect(weakView == nil)
        presenter.viewDidLoad()
        expectRecorded(interactor.calls, [.load])
    }
}
