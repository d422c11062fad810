import VIPER

/// Searches places page by page and follows the user's favorites; knows nothing about the UI.
///
/// The text goes to the repository as typed: the store folds case and diacritics, so
/// "sao paulo" finds São Paulo.
@MainActor
final class HomeInteractor: HomeUseCase {
    /// Receives the results; weak, because the presenter owns the interactor.
    weak var output: (any HomeInteractorOutput)?
    /// The module's lifetime: loads and the favorites subscription end when it detaches.
    let scope: ModuleScope
    private let favorites: any FavoritesRepository
    private let events: EventBus
    private let userID: String?
    private let pages: Paginator<PlaceQuery, PlaceCursor, Place>
    /// Bumped by every search; a load reports only if no search started since it began.
    private var searchGeneration = 0

    /// An interactor over `places` and `favorites` for the signed-in `userID` (nil:
    /// nobody, so no favorites), following ``FavoriteChanged`` on `events`.
    init(
        places: any PlaceRepository,
        favorites: any FavoritesRepository,
        events: EventBus,
        userID: String?,
        pageSize: Int = 20,
        scope: ModuleScope = ModuleScope()
    ) {
        self.favorites = favorites
        self.events = events
        self.userID = userID
        self.scope = scope
        pages = Paginator(query: PlaceQuery(), pageSize: pageSize, scope: scope) { request in
            try await places.search(request.query, after: request.cursor, limit: request.pageSize)
        }
    }

    func search(_ query: PlaceQuery) {
        searchGeneration += 1
        pages.reset(query: query)
        loadPage()
    }

    /// Does nothing while a page loads or after the last page.
    func loadMore() {
        switch pages.status {
        case .ready, .failed: loadPage()
        case .loading, .endReached: return
        }
    }

    func watchFavorites() {
        scope.bind(
            events.subscribe(to: FavoriteChanged.self) { [weak self] change in
                self?.output?.favoriteChanged(change)
            })
        guard let userID else {
            output?.favoritesLoaded([])
            return
        }
        let favorites = favorites
        scope.run { [weak self] in
            let outcome = await Result { () async throws(PlacesError) in try await favorites.favorites(userID: userID) }
            self?.finishFavorites(outcome)
        }
    }

    private func loadPage() {
        let generation = searchGeneration
        let pages = pages
        scope.run { [weak self] in
            if pages.status.failure != nil {
                await pages.retry()
            } else {
                await pages.loadNextPage()
            }
            self?.finishPage(of: generation)
        }
    }

    private func finishPage(of generation: Int) {
        guard generation == searchGeneration, !scope.isDetached else { return }
        if let failure = pages.status.failure {
            output?.placesFailed(PlaceFailure(failure.underlying), isFirstPage: failure.pageIndex == 0)
        } else {
            output?.placesLoaded(PlaceList(places: pages.items, hasMore: pages.status == .ready))
        }
    }

    private func finishFavorites(_ outcome: Result<[Place], PlaceFailure>) {
        guard !scope.isDetached else { return }
        switch outcome {
        case .success(let places): output?.favoritesLoaded(Set(places.map(\.id)))
        case .failure(let failure): output?.favoritesFailed(failure)
        }
    }
}
