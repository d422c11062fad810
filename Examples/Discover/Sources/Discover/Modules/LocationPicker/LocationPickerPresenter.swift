import VIPER

/// Turns the picker's intents into searches, and a choice into the module's output
/// followed by closing the sheet.
@MainActor
final class LocationPickerPresenter: LocationPickerPresentation {
    private weak var view: (any LocationPickerView)?
    private let interactor: any LocationPickerUseCase
    private let router: any LocationPickerRouting
    private let input: LocationPickerInput
    private let output: ModuleOutput<LocationChoice>
    private var cities: [Place] = []

    /// A presenter for `view` (held weakly), started with `input`, reporting to `output`.
    init(
        view: any LocationPickerView,
        interactor: any LocationPickerUseCase,
        router: any LocationPickerRouting,
        input: LocationPickerInput,
        output: ModuleOutput<LocationChoice>
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.input = input
        self.output = output
    }

    func viewDidLoad() {
        render(.idle)
    }

    func didSearchCity(_ name: String) {
        render(.loading)
        interactor.searchCities(named: name)
    }

    /// Does nothing for an index outside the results.
    func didPickCity(at index: Int) {
        guard cities.indices.contains(index) else { return }
        choose(.city(cities[index]))
    }

    func didEnterCoordinates(_ text: String) {
        interactor.readCoordinates(text)
    }

    func didTapCancel() {
        router.routeBack()
    }

    private func choose(_ choice: LocationChoice) {
        output.send(choice)
        router.routeBack()
    }

    private func render(_ results: ViewState<[LocationPickerRow], String>) {
        view?.render(LocationPickerViewState(currentLabel: input.current?.label, results: results))
    }
}

extension LocationPickerPresenter: LocationPickerInteractorOutput {
    func citiesFound(_ cities: [Place]) {
        self.cities = cities
        render(.from(cities.map { LocationPickerRow(name: $0.name, country: $0.countryName) }))
    }

    func coordinatesRead(_ coordinate: Coordinate) {
        choose(.coordinates(coordinate))
    }

    func pickerFailed(_ error: LocationPickerError) {
        render(.failure(Self.message(for: error)))
    }

    /// The user-facing text for `error`, in the Login module's style.
    static func message(for error: LocationPickerError) -> String {
        switch error {
        case .invalidCoordinates: "Enter coordinates as latitude, longitude (e.g. 38.72, -9.14)."
        case .search(let failure): failure.message
        }
    }
}
