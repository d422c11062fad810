#if canImport(SwiftUI)
import SwiftUI
import VIPER

/// The location picker's model for SwiftUI: keeps the ``LocationPickerViewState`` its
/// presenter renders and forwards every intent.
@MainActor
final class LocationPickerScreenModel: LocationPickerView, DiscoverScreen {
    /// The presenter; strong, because the screen owns its module.
    var presenter: (any LocationPickerPresentation)?
    var needsDisplay: (@MainActor () -> Void)?
    /// The state on screen now.
    private(set) var state = LocationPickerViewState(currentLabel: nil, results: .idle) {
        willSet { objectWillChange.send() }
    }

    func render(_ state: LocationPickerViewState) {
        self.state = state
    }

    func attach() {
        presenter?.viewDidLoad()
    }

    var content: some View { LocationPickerForm(model: self) }
}

/// The picker, presented as a sheet: the current location, a city search with its
/// results, coordinates typed by hand, and Cancel. Dragging the sheet down cancels too:
/// the navigator ends the module, and the presenter hears nothing back.
private struct LocationPickerForm: View {
    @ObservedObject var model: LocationPickerScreenModel
    @State private var city = ""
    @State private var coordinates = ""

    var body: some View {
        List {
            Section("Results are sorted around \(model.state.currentLabel ?? "no location (largest first)")") {
                HStack {
                    TextField("City", text: $city)
                    Button("Search") { model.presenter?.didSearchCity(city) }
                }
                HStack {
                    TextField("Latitude, longitude", text: $coordinates)
                    Button("Use") { model.presenter?.didEnterCoordinates(coordinates) }
                }
            }
            results
        }
        .navigationTitle("Choose a location")
        .toolbar {
            Button("Cancel") { model.presenter?.didTapCancel() }
        }
    }

    @ViewBuilder private var results: some View {
        switch model.state.results {
        case .idle: EmptyView()
        case .loading: ProgressView("Searching…")
        case .empty: Text("No city matches this name.")
        case .failure(let message): Text(message).foregroundStyle(Color.red)
        case .content(let rows):
            ForEach(Array(rows.enumerated()), id: \.offset) { result in
                Button("\(result.element.name), \(result.element.country)") { model.presenter?.didPickCity(at: result.offset) }
            }
        }
    }
}

/// The view the module's builder creates.
typealias LocationPickerScreen = LocationPickerScreenModel
#endif
