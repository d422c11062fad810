#if canImport(SwiftUI)
import SwiftUI
import VIPER

/// The Detail screen's model for SwiftUI: keeps the ``DetailViewState`` its presenter
/// renders and forwards every intent.
@MainActor
final class DetailScreenModel: DetailView, DiscoverScreen {
    /// The presenter; strong, because the screen owns its module.
    var presenter: (any DetailPresentation)?
    var needsDisplay: (@MainActor () -> Void)?
    /// The state on screen now.
    private(set) var state = DetailViewState(place: .idle) {
        willSet { objectWillChange.send() }
    }

    func render(_ state: DetailViewState) {
        self.state = state
    }

    func attach() {
        presenter?.viewDidLoad()
    }

    var content: some View { PlaceDetailView(model: self) }
}

/// One place: where it is, how many live there, its time zone, and the favorite toggle.
private struct PlaceDetailView: View {
    @ObservedObject var model: DetailScreenModel

    var body: some View {
        List {
            switch model.state.place {
            case .idle, .loading:
                ProgressView("Loading…")
            case .empty:
                Text("This place no longer exists.")
            case .failure(let message):
                Text(message).foregroundStyle(Color.red)
            case .content(let place):
                Section(place.name) {
                    Text("\(place.region), \(place.country)")
                    Text("Population \(place.population)")
                    Text(place.coordinates)
                    Text(place.timezone).foregroundStyle(Color.secondary)
                }
                Button(place.isFavorite ? "★ Remove from favorites" : "☆ Add to favorites") {
                    model.presenter?.didTapFavorite()
                }
            }
            if let notice = model.state.notice {
                Text(notice).foregroundStyle(Color.red)
            }
        }
        .navigationTitle("Place")
    }
}

/// The view the module's builder creates.
typealias DetailScreen = DetailScreenModel
#endif
