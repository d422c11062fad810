import VIPER

/// Finds cities by name and validates typed coordinates; knows nothing about the UI.
@MainActor
final class LocationPickerInteractor: LocationPickerUseCase {
    /// How many cities a search returns: the first page only.
    static let resultLimit = 10

    /// Receives the results; weak, because the presenter owns the interactor.
    weak var output: (any LocationPickerInteractorOutput)?
    /// The module's lifetime: a running search is cancelled when the module detaches.
    let scope: ModuleScope
    private let places: any PlaceRepository
    /// Bumped by every search; an answer is reported only if no search started since.
    private var searchGeneration = 0

    /// An interactor that searches `places`.
    init(places: any PlaceRepository, scope: ModuleScope = ModuleScope()) {
        self.places = places
        self.scope = scope
    }

    /// Passes `name` as typed: the store folds case and diacritics.
    func searchCities(named name: String) {
        searchGeneration += 1
        let generation = searchGeneration
        let places = places
        scope.run { [weak self] in
            let outcome = await Result { () async throws(PlacesError) in
                try await places.search(PlaceQuery(text: name), after: nil, limit: Self.resultLimit).items
            }
            self?.finishSearch(outcome, of: generation)
        }
    }

    func readCoordinates(_ text: String) {
        do throws(PlacesError) {
            output?.coordinatesRead(try Coordinate(parsing: text))
        } catch {
            output?.pickerFailed(.invalidCoordinates)
        }
    }

    private func finishSearch(_ outcome: Result<[Place], PlaceFailure>, of generation: Int) {
        guard generation == searchGeneration, !scope.isDetached else { return }
        switch outcome {
        case .success(let cities): output?.citiesFound(cities)
        case .failure(let failure): output?.pickerFailed(.search(failure))
        }
    }
}
