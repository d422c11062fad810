import VIPER

// The Home module's boundaries: the list of places with debounced search, paging,
// a location to sort by distance, and ★ for the signed-in user's favorites.

/// The Home screen: shows one ``HomeViewState`` at a time and the search bar's values.
@MainActor
protocol HomeView: StateRendering where State == HomeViewState {
    /// Replaces the search box text and the location line (a deep link's query, a picked
    /// or cleared location); typing does not come back through here.
    func show(_ searchBar: HomeSearchBar)
}

/// What Home's user can do.
@MainActor
protocol HomePresentation: AnyObject {
    /// The screen appeared: loads the first page and the user's favorites.
    func viewDidLoad()
    /// The search text changed; the search runs once typing pauses.
    func didChangeQuery(_ text: String)
    /// The selection neared the end of the list, or the user asked for more.
    func didReachEndOfList()
    /// The user opened a place.
    func didSelectPlace(id: Int64)
    /// The user wants their favorites.
    func didTapFavorites()
    /// The user wants to choose the location results are sorted around.
    func didTapChooseLocation()
    /// The user wants results by population again.
    func didTapClearLocation()
    /// The user signs out.
    func didTapLogout()
    /// Returns once a typed search has left its quiet period and every load it started
    /// has finished, so a script prints the final list.
    func settle() async
}

/// What Home's parent can tell the running module (the deep link `discover://search?q=`).
@MainActor
protocol HomeModuleInput: AnyObject {
    /// Shows `query` in the search box and searches for it at once.
    func search(_ query: String)
}

/// Home's use cases: paged place search and the user's favorites.
@MainActor
protocol HomeUseCase: AnyObject {
    /// Starts over with `query`; the first page arrives on ``HomeInteractorOutput``.
    func search(_ query: PlaceQuery)
    /// Loads the next page of the current search (again, if its last load failed).
    func loadMore()
    /// Reports the user's favorites now and every change published afterwards.
    func watchFavorites()
}

/// Where Home's interactor reports.
@MainActor
protocol HomeInteractorOutput: AnyObject {
    /// Every place loaded so far for the current search.
    func placesLoaded(_ list: PlaceList)
    /// A page failed; `isFirstPage` tells whether any place of this search is loaded.
    func placesFailed(_ failure: PlaceFailure, isFirstPage: Bool)
    /// The ids of the user's favorites.
    func favoritesLoaded(_ placeIDs: Set<Int64>)
    /// The favorites could not be read.
    func favoritesFailed(_ failure: PlaceFailure)
    /// A place became or stopped being a favorite (on any screen).
    func favoriteChanged(_ change: FavoriteChanged)
}

/// Where Home can lead.
@MainActor
protocol HomeRouting: AnyObject {
    /// Pushes the place's Detail screen.
    func routeToDetail(placeID: Int64)
    /// Pushes the Favorites screen.
    func routeToFavorites()
    /// Presents the location picker as a sheet, starting from `current`; its choice comes
    /// back through `output`.
    func routeToLocationPicker(current: LocationChoice?, output: ModuleOutput<LocationChoice>)
    /// Ends the session through the app coordinator.
    func routeToLogout()
}
