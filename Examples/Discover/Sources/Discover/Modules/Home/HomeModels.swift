import VIPER

/// What Home's list shows: ``ViewState/idle`` before the first search, ``ViewState/loading``
/// while a search runs, ``ViewState/empty`` when nothing matches, the rows, or a message.
typealias HomeViewState = ViewState<HomeContent, String>

/// The rows of Home's list and what the status line says about them.
struct HomeContent: Equatable, Sendable {
    /// The places loaded so far, in the order the store sorted them.
    let rows: [HomeRow]
    /// Whether more places match (the `more` command or scrolling near the end loads them).
    let canLoadMore: Bool
    /// Whether the next page is loading.
    let isLoadingMore: Bool
    /// The text these rows answer.
    let query: String
    /// The location the rows are sorted around ("Lisbon, Portugal"); nil: by population.
    let locationLabel: String?
    /// A problem that left the rows in place: a page or the favorites failed to load.
    let notice: String?
}

/// One place in Home's list.
struct HomeRow: Equatable, Sendable {
    /// The place to open.
    let placeID: Int64
    /// Its local name, with diacritics ("São Paulo").
    let name: String
    /// Its country ("Brazil").
    let country: String
    /// Its population with thousands separators ("12,400,000").
    let population: String
    /// How far it is from the chosen location ("8 km"); nil while sorted by population.
    let distance: String?
    /// Whether the signed-in user marked it as a favorite (★).
    let isFavorite: Bool
}

/// What Home's search box and location line show, set by the presenter when it changes
/// them itself (a deep link's query, a picked or cleared location).
struct HomeSearchBar: Equatable, Sendable {
    /// The search text.
    let query: String
    /// The chosen location ("Lisbon, Portugal"); nil when none is chosen.
    let locationLabel: String?
}

/// One loaded stretch of the result list: every place loaded so far for the current search.
struct PlaceList: Equatable, Sendable {
    /// The places of every page loaded so far, in order.
    let places: [Place]
    /// Whether another page may follow.
    let hasMore: Bool
}
