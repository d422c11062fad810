import VIPER

// The location picker's boundaries: pick a city or enter coordinates; the choice goes
// back to whoever presented it through a typed ModuleOutput<LocationChoice>.

/// The picker screen: shows one ``LocationPickerViewState`` at a time.
@MainActor
protocol LocationPickerView: StateRendering where State == LocationPickerViewState {}

/// What the picker's user can do.
@MainActor
protocol LocationPickerPresentation: AnyObject {
    /// The screen appeared.
    func viewDidLoad()
    /// The user searched cities by name.
    func didSearchCity(_ name: String)
    /// The user picked the city at `index` of the results.
    func didPickCity(at index: Int)
    /// The user entered coordinates ("38.72, -9.14").
    func didEnterCoordinates(_ text: String)
    /// The user closed the picker without choosing.
    func didTapCancel()
}

/// The picker's use cases: find cities, read coordinates.
@MainActor
protocol LocationPickerUseCase: AnyObject {
    /// Finds the first cities whose name starts with `name`; the answer arrives on
    /// ``LocationPickerInteractorOutput``.
    func searchCities(named name: String)
    /// Reads `text` as "latitude, longitude".
    func readCoordinates(_ text: String)
}

/// Where the picker's interactor reports.
@MainActor
protocol LocationPickerInteractorOutput: AnyObject {
    /// The cities found for the latest search.
    func citiesFound(_ cities: [Place])
    /// The typed coordinates, valid.
    func coordinatesRead(_ coordinate: Coordinate)
    /// The search failed or the coordinates are unusable.
    func pickerFailed(_ error: LocationPickerError)
}

/// Where the picker can lead.
@MainActor
protocol LocationPickerRouting: AnyObject {
    /// Closes the picker's sheet.
    func routeBack()
}
