import VIPER

/// Turns Home's intents into searches and routes, and the results into list states.
///
/// It debounces typing (one search once typing pauses for ``searchDelay``), keeps the
/// places loaded so far with the user's favorites, and builds the rows with population,
/// ★ and, when a location is chosen, the distance from it.
@MainActor
final class HomePresenter: HomePresentation {
    /// How long typing must pause before the search runs.
    static let searchDelay = Duration.milliseconds(300)

    private weak var view: (any HomeView)?
    private let interactor: any HomeUseCase
    private let router: any HomeRouting
    private let clock: any Clock<Duration>
    private let scope: ModuleScope
    private lazy var typing = Debouncer<String>(for: Self.searchDelay, clock: clock, scope: scope) { [weak self] text in
        self?.runSearch(text)
    }

    /// The search box text, typed or set.
    private var query = ""
    /// The text of the search whose results are shown or loading.
    private var searchedText = ""
    private var location: LocationChoice?
    private var places: [Place] = []
    private var hasMore = false
    private var isLoadingMore = false
    private var isShowingList = false
    private var pageNotice: String?
    private var favoritesNotice: String?
    private var favoriteIDs: Set<Int64> = []

    /// A presenter for `view`, held weakly; typing is debounced on `clock` within `scope`.
    init(
        view: any HomeView,
        interactor: any HomeUseCase,
        router: any HomeRouting,
        clock: any Clock<Duration>,
        scope: ModuleScope
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.clock = clock
        self.scope = scope
    }

    func viewDidLoad() {
        showSearchBar()
        interactor.watchFavorites()
        runSearch(query)
    }

    func didChangeQuery(_ text: String) {
        query = text
        typing.send(text)
    }

    func didReachEndOfList() {
        guard isShowingList, hasMore, !isLoadingMore else { return }
        isLoadingMore = true
        pageNotice = nil
        renderList()
        interactor.loadMore()
    }

    func didSelectPlace(id: Int64) {
        router.routeToDetail(placeID: id)
    }

    func didTapFavorites() {
        router.routeToFavorites()
    }

    func didTapChooseLocation() {
        router.routeToLocationPicker(current: location, output: .weak(self) { $0.didPickLocation($1) })
    }

    func didTapClearLocation() {
        guard location != nil else { return }
        changeLocation(to: nil)
    }

    func didTapLogout() {
        router.routeToLogout()
    }

    /// Waits out the typing pause on the module's clock (a real one in scripts), then
    /// the loads.
    func settle() async {
        while typing.hasPendingValue, (try? await clock.sleep(for: Self.searchDelay)) != nil {}
        await scope.settle()
    }

    /// The location picker's choice: results are sorted by distance from it at once.
    func didPickLocation(_ choice: LocationChoice) {
        changeLocation(to: choice)
    }

    private func changeLocation(to choice: LocationChoice?) {
        location = choice
        showSearchBar()
        runSearch(query)
    }

    private func runSearch(_ text: String) {
        typing.cancel()
        searchedText = text
        isShowingList = false
        isLoadingMore = false
        pageNotice = nil
        view?.render(.loading)
        interactor.search(PlaceQuery(text: text, origin: location?.coordinate))
    }

    private func showSearchBar() {
        view?.show(HomeSearchBar(query: query, locationLabel: location?.label))
    }

    private func renderList() {
        guard isShowingList else { return }
        view?.render(ViewState<[Place], String>.from(places).mapContent(content(of:)))
    }

    private func content(of places: [Place]) -> HomeContent {
        HomeContent(
            rows: places.map(row(for:)),
            canLoadMore: hasMore && !isLoadingMore,
            isLoadingMore: isLoadingMore,
            query: searchedText,
            locationLabel: location?.label,
            notice: pageNotice ?? favoritesNotice
        )
    }

    private func row(for place: Place) -> HomeRow {
        HomeRow(
            placeID: place.id,
            name: place.name,
            country: place.countryName,
            population: Self.grouped(place.population),
            distance: location.map { Self.distanceText(meters: place.coordinate.distance(to: $0.coordinate)) },
            isFavorite: favoriteIDs.contains(place.id)
        )
    }

    /// "850 m" under a kilometre, whole kilometres ("1,204 km") above.
    static func distanceText(meters: Double) -> String {
        meters < 1000 ? "\(Int(meters.rounded())) m" : "\(grouped(Int((meters / 1000).rounded()))) km"
    }

    /// `number` with a comma every three digits ("12,400,000").
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        let groups = stride(from: digits.count, to: 0, by: -3).reversed().map { end in
            String(digits[max(0, end - 3)..<end])
        }
        return groups.joined(separator: ",")
    }
}

extension HomePresenter: HomeModuleInput {
    func search(_ query: String) {
        self.query = query
        showSearchBar()
        runSearch(query)
    }
}

extension HomePresenter: HomeInteractorOutput {
    func placesLoaded(_ list: PlaceList) {
        places = list.places
        hasMore = list.hasMore
        isLoadingMore = false
        isShowingList = true
        renderList()
    }

    func placesFailed(_ failure: PlaceFailure, isFirstPage: Bool) {
        isLoadingMore = false
        if isFirstPage {
            isShowingList = false
            view?.render(.failure(failure.message))
        } else {
            pageNotice = failure.message
            renderList()
        }
    }

    func favoritesLoaded(_ placeIDs: Set<Int64>) {
        favoriteIDs = placeIDs
        renderList()
    }

    func favoritesFailed(_ failure: PlaceFailure) {
        favoritesNotice = "Favorites could not be loaded. \(failure.message)"
        renderList()
    }

    func favoriteChanged(_ change: FavoriteChanged) {
        if change.isFavorite {
            favoriteIDs.insert(change.placeID)
        } else {
            favoriteIDs.remove(change.placeID)
        }
        renderList()
    }
}
