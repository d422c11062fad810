import VIPER

/// Turns Favorites intents into use-case calls and routes, and places into rows.
@MainActor
final class FavoritesPresenter: FavoritesPresentation {
    private weak var view: (any FavoritesView)?
    private let interactor: any FavoritesUseCase
    private let router: any FavoritesRouting

    /// A presenter for `view`; the view is held weakly, as the view owns the presenter.
    init(view: any FavoritesView, interactor: any FavoritesUseCase, router: any FavoritesRouting) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.render(FavoritesViewState(list: .loading))
        interactor.loadFavorites()
    }

    func didSelect(placeID: Int64) {
        router.routeToDetail(placeID: placeID)
    }

    func didTapRemove(placeID: Int64) {
        interactor.removeFavorite(placeID: placeID)
    }

    func didTapBack() {
        router.routeBack()
    }
}

extension FavoritesPresenter: FavoritesInteractorOutput {
    func favoritesUpdated(_ places: [Place]) {
        view?.render(FavoritesViewState(list: .from(places.map(Self.row))))
    }

    func favoritesLoadFailed(_ failure: PlaceFailure) {
        view?.render(FavoritesViewState(list: .failure(failure.message)))
    }

    func removalFailed(_ places: [Place], failure: PlaceFailure) {
        view?.render(FavoritesViewState(list: .from(places.map(Self.row)), notice: failure.message))
    }

    /// The list row for `place`.
    static func row(_ place: Place) -> FavoriteRow {
        FavoriteRow(placeID: place.id, name: place.name, country: place.countryName)
    }
}
