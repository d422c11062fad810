import VIPER

// The Favorites module's boundaries: the signed-in user's favorite places.
// View → Presenter → Interactor → Presenter → View / Router.

/// The Favorites screen: shows one ``FavoritesViewState`` at a time and forwards taps.
@MainActor
protocol FavoritesView: StateRendering where State == FavoritesViewState {}

/// What the Favorites screen's user can do.
@MainActor
protocol FavoritesPresentation: AnyObject {
    /// The screen appeared.
    func viewDidLoad()
    /// The user chose a favorite to open.
    func didSelect(placeID: Int64)
    /// The user asked to remove a favorite.
    func didTapRemove(placeID: Int64)
    /// The user wants to leave the screen.
    func didTapBack()
}

/// The Favorites use case: lists the favorites, removes one, follows changes made elsewhere.
@MainActor
protocol FavoritesUseCase: AnyObject {
    /// Reads the favorites, most recent first; the outcome arrives on ``FavoritesInteractorOutput``.
    func loadFavorites()
    /// Removes `placeID` from the list at once and unfavorites it; a failed save puts it back.
    func removeFavorite(placeID: Int64)
}

/// Where the interactor reports the list and every change to it.
@MainActor
protocol FavoritesInteractorOutput: AnyObject {
    /// The favorites, most recent first, after a load or a change.
    func favoritesUpdated(_ places: [Place])
    /// The favorites could not be read.
    func favoritesLoadFailed(_ failure: PlaceFailure)
    /// Removing a favorite failed; `places` is the list with it restored.
    func removalFailed(_ places: [Place], failure: PlaceFailure)
}

/// Where the Favorites screen can lead.
@MainActor
protocol FavoritesRouting: AnyObject {
    /// Pushes the Detail screen of `placeID`.
    func routeToDetail(placeID: Int64)
    /// Goes back to the screen that opened this one.
    func routeBack()
}
