#if canImport(SwiftUI)
import SwiftUI
import VIPER

/// The Favorites screen's model for SwiftUI: keeps the ``FavoritesViewState`` its
/// presenter renders and forwards every intent.
@MainActor
final class FavoritesScreenModel: FavoritesView, DiscoverScreen {
    /// The presenter; strong, because the screen owns its module.
    var presenter: (any FavoritesPresentation)?
    var needsDisplay: (@MainActor () -> Void)?
    /// The state on screen now.
    private(set) var state = FavoritesViewState(list: .idle) {
        willSet { objectWillChange.send() }
    }

    func render(_ state: FavoritesViewState) {
        self.state = state
    }

    func attach() {
        presenter?.viewDidLoad()
    }

    var content: some View { FavoritesList(model: self) }
}

/// The signed-in user's favorites, most recent first: open one, or remove it.
private struct FavoritesList: View {
    @ObservedObject var model: FavoritesScreenModel

    var body: some View {
        List {
            switch model.state.list {
            case .idle, .loading:
                ProgressView("Loading favorites…")
            case .empty:
                Text("No favorites yet. Open a place and add it.")
            case .failure(let message):
                Text(message).foregroundStyle(Color.red)
            case .content(let rows):
                ForEach(rows, id: \.placeID) { row in
                    HStack {
                        Button("\(row.name), \(row.country)") { model.presenter?.didSelect(placeID: row.placeID) }
                        Spacer()
                        Button("Remove") { model.presenter?.didTapRemove(placeID: row.placeID) }
                    }
                }
            }
            if let notice = model.state.notice {
                Text(notice).foregroundStyle(Color.red)
            }
        }
        .navigationTitle("Favorites")
    }
}

/// The view the module's builder creates.
typealias FavoritesScreen = FavoritesScreenModel
#endif
