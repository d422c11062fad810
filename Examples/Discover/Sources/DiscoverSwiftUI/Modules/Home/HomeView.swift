#if canImport(SwiftUI)
import SwiftUI
import VIPER

/// Home's model for SwiftUI: keeps the ``HomeViewState`` and the search bar its presenter
/// renders, the text being typed, and forwards every intent.
@MainActor
final class HomeScreenModel: HomeView, DiscoverScreen {
    /// How close to the last row a row must be, when it appears, to ask for the next page.
    static let loadMoreDistance = 3

    /// The presenter; strong, because the screen owns its module.
    var presenter: (any HomePresentation)?
    var needsDisplay: (@MainActor () -> Void)?
    /// The list's state now.
    private(set) var state = HomeViewState.idle {
        willSet { objectWillChange.send() }
    }
    /// The search box text: typed, or set by the presenter (a deep link's query).
    private(set) var query = "" {
        willSet { objectWillChange.send() }
    }
    /// The location results are sorted around, or nil (largest first).
    private(set) var locationLabel: String? {
        willSet { objectWillChange.send() }
    }

    func render(_ state: HomeViewState) {
        self.state = state
    }

    func show(_ searchBar: HomeSearchBar) {
        query = searchBar.query
        locationLabel = searchBar.locationLabel
    }

    func attach() {
        presenter?.viewDidLoad()
    }

    /// Waits for the presenter: a typed query sits in its debouncer before any work starts.
    func settle() async {
        await presenter?.settle()
    }

    /// The user typed: the presenter searches once typing pauses.
    func type(_ text: String) {
        query = text
        presenter?.didChangeQuery(text)
    }

    /// The row for `placeID` appeared; near the end of the list, the next page is asked for.
    func rowAppeared(_ placeID: Int64) {
        let rows = state.content?.rows ?? []
        guard let index = rows.firstIndex(where: { $0.placeID == placeID }),
            index >= rows.count - Self.loadMoreDistance
        else { return }
        presenter?.didReachEndOfList()
    }

    var content: some View { PlacesList(model: self) }
}

/// The places: a search box, the location line, the rows (★ for favorites, the distance
/// when a location is chosen) and what the list is doing; more rows load as the last
/// ones appear.
private struct PlacesList: View {
    @ObservedObject var model: HomeScreenModel

    var body: some View {
        List {
            Section(model.locationLabel.map { "Nearest first to \($0)" } ?? "Largest first") {
                TextField("Search a city", text: Binding(get: { @MainActor in model.query }, set: { @MainActor in model.type($0) }))
            }
            rows
            status
        }
        .navigationTitle("Places")
        .toolbar {
            Button("Favorites") { model.presenter?.didTapFavorites() }
            Button("Location") { model.presenter?.didTapChooseLocation() }
            Button("Clear location") { model.presenter?.didTapClearLocation() }
                .disabled(model.locationLabel == nil)
            Button("Sign out") { model.presenter?.didTapLogout() }
        }
    }

    @ViewBuilder private var rows: some View {
        if let content = model.state.content {
            ForEach(content.rows, id: \.placeID) { row in
                Button {
                    model.presenter?.didSelectPlace(id: row.placeID)
                } label: {
                    HomeRowView(row: row)
                }
                .onAppear { model.rowAppeared(row.placeID) }
            }
        }
    }

    @ViewBuilder private var status: some View {
        switch model.state {
        case .idle: EmptyView()
        case .loading: ProgressView("Searching…")
        case .empty: Text("No places match this search.")
        case .failure(let message): Text(message).foregroundStyle(Color.red)
        case .content(let content):
            if let notice = content.notice {
                Text(notice).foregroundStyle(Color.red)
            } else if content.isLoadingMore {
                ProgressView("Loading more…")
            } else if content.canLoadMore {
                Button("Load more") { model.presenter?.didReachEndOfList() }
            }
        }
    }
}

/// One place in the list.
private struct HomeRowView: View {
    let row: HomeRow

    var body: some View {
        HStack {
            Text(row.isFavorite ? "★" : " ")
            VStack(alignment: .leading) {
                Text(row.name).font(.headline)
                Text(row.country).font(.caption)
            }
            Spacer()
            VStack(alignment: .leading) {
                Text(row.population)
                if let distance = row.distance { Text(distance).font(.caption) }
            }
        }
    }
}

/// The view the module's builder creates.
typealias HomeScreen = HomeScreenModel
#endif
